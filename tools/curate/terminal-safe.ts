// C0 and C1 controls but tab and line ends, and a carriage return not followed by a line feed.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/g;

/**
 * Text the CLI prints with every control character a terminal would act on written as \uXXXX:
 * stored text (a message, a name) cannot move the cursor, recolour or rewrite the curator's
 * screen (ESC and CSI sequences, a lone carriage return). The escape is also valid inside JSON
 * strings, and CSV keeps its CRLF line ends.
 */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

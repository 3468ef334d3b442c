/**
 * The desktop app's push channels and the bridge's global, free of zod so the sandboxed preload
 * carries only strings. Each operation's own channel is in the table of operations.
 */

/** The main process pushes: the outbox changed; the payload is its status. */
export const OUTBOX_CHANGED_CHANNEL = 'outbox:changed';
/** The main process pushes: a catalogue update has received this much; the payload is its progress. */
export const CATALOGUE_PROGRESS_CHANNEL = 'catalogue:progress';

/** The global the preload defines: window.isolario. */
export const BRIDGE_GLOBAL = 'isolario';

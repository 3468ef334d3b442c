import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * A data command's options, parsed strictly: an unknown or malformed option ends the command
 * with its usage and exit code 2, not a stack trace, and never runs it with the option ignored
 * (data:points rewrites catalog.json).
 */
export function commandArgs<O extends Options>(
  command: string,
  usage: string,
  options: O,
  argv = process.argv.slice(2),
) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    console.error(`${command}: ${(error as Error).message}\nusage: ${usage}`);
    process.exit(2);
  }
}

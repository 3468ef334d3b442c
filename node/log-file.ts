import { appendFileSync, mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';

export const LOG_FILE_NAME = 'isolario.log';

export interface LogFileOptions {
  /** The folder the log lives in: userData/logs in the desktop app. */
  dir: string;
  /** Past this size the file is rotated: isolario.log → isolario.log.1 → … */
  maxBytes?: number;
  /** How many rotated files are kept besides the current one. */
  keep?: number;
}

/**
 * A writer for the logger that appends each line to dir/isolario.log, rotating it by size so a
 * station left running for months never fills the disk. Synchronous on purpose: the last lines
 * before a crash are the ones worth having, and the main process logs a few lines a minute. A
 * line that cannot be written is dropped: logging must never stop the app.
 */
export function createLogFileWriter({ dir, maxBytes = 1024 * 1024, keep = 2 }: LogFileOptions) {
  const file = path.join(dir, LOG_FILE_NAME);
  let size: number | undefined;

  function rotate() {
    for (let index = keep - 1; index >= 1; index--) {
      try {
        renameSync(`${file}.${index}`, `${file}.${index + 1}`);
      } catch {
        // Not there yet: nothing to move.
      }
    }
    if (keep >= 1) renameSync(file, `${file}.1`);
    size = 0;
  }

  const write = (line: string) => {
    try {
      if (size === undefined) {
        mkdirSync(dir, { recursive: true });
        size = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
      }
      const bytes = Buffer.byteLength(line);
      if (size > 0 && size + bytes > maxBytes) rotate();
      appendFileSync(file, line);
      size += bytes;
    } catch {
      size = undefined; // looked at afresh next time
    }
  };
  return Object.assign(write, { file, dir });
}

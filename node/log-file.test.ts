import { existsSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogFileWriter, LOG_FILE_NAME } from './log-file';
import { createLogger } from './logger';
import { removeDir, tempDir } from '../tests/support/temp-files';

let dir: string;
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await removeDir(dir);
});

describe('the log file', () => {
  it("receives the logger's lines in a folder it makes", async () => {
    const logs = path.join(dir, 'logs');
    const logger = createLogger('info', createLogFileWriter({ dir: logs }));
    logger.debug('not at this level');
    logger.warn('outbox item rejected by the API', { status: 400 });
    const lines = (await readFile(path.join(logs, LOG_FILE_NAME), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'warn',
      message: 'outbox item rejected by the API',
      status: 400,
    });
  });

  it('rotates by size and keeps only so many old files, so it never fills the disk', async () => {
    const write = createLogFileWriter({ dir, maxBytes: 1000, keep: 2 });
    const line = (n: number) => `${JSON.stringify({ n, pad: 'x'.repeat(80) })}\n`; // about 100 bytes
    for (let n = 0; n < 100; n++) write(line(n));

    const files = (await readdir(dir)).sort();
    expect(files).toEqual([LOG_FILE_NAME, `${LOG_FILE_NAME}.1`, `${LOG_FILE_NAME}.2`]);
    for (const file of files) expect((await readFile(path.join(dir, file))).length).toBeLessThanOrEqual(1000);
    // The newest line is in the current file, and the files follow on from each other.
    const current = (await readFile(path.join(dir, LOG_FILE_NAME), 'utf8')).trim().split('\n');
    expect(JSON.parse(current.at(-1)!).n).toBe(99);
    const previous = (await readFile(path.join(dir, `${LOG_FILE_NAME}.1`), 'utf8')).trim().split('\n');
    expect(JSON.parse(previous.at(-1)!).n).toBe(JSON.parse(current[0]!).n - 1);
  });

  it('drops a line it cannot write instead of throwing into the app', () => {
    // A file where the folder should be: nothing can be written, and nothing is thrown.
    writeFileSync(path.join(dir, 'blocker'), '');
    const write = createLogFileWriter({ dir: path.join(dir, 'blocker', 'logs') });
    expect(() => write('a line\n')).not.toThrow();
    expect(existsSync(path.join(dir, 'blocker', 'logs'))).toBe(false);
  });
});

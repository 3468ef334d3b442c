import { spawnSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from '../../tests/support/temp-files';

const durableFile = fileURLToPath(new URL('./durable-file.ts', import.meta.url));
let dir: string | undefined;
afterEach(async () => {
  if (dir) await removeDir(dir);
  dir = undefined;
});

// Ten writes of 100 kB in a process whose files may not grow past 16 kB (ulimit -f): each
// fails with EFBIG half-way, as a full disk fails with ENOSPC. Run in a child process so the
// limit is real and touches nothing else.
const CHILD = `
const { writeFileDurably } = await import(process.env.DURABLE_FILE);
const target = process.env.TARGET;
const codes = [];
for (let i = 0; i < 10; i++) {
  try { await writeFileDurably(target, 'x'.repeat(100_000)); codes.push('ok'); }
  catch (error) { codes.push(error.code); }
}
console.log(JSON.stringify(codes));
`;

describe('a write that fails half-way', () => {
  it('leaves no temp file behind and the old file as it was', async () => {
    dir = await tempDir('isolario-failed-write-');
    const target = path.join(dir, 'inbox.json');
    await writeFile(target, '{"before":true}');
    const child = spawnSync(
      'bash',
      ['-c', 'ulimit -f 16 && exec "$0" --import tsx --input-type=module -e "$1"', process.execPath, CHILD],
      { env: { ...process.env, DURABLE_FILE: durableFile, TARGET: target, TSX_DISABLE_CACHE: '1' }, encoding: 'utf8' },
    );
    expect(child.status, child.stderr).toBe(0);
    expect(JSON.parse(child.stdout.trim().split('\n').at(-1)!)).toEqual(Array(10).fill('EFBIG'));
    expect(await readdir(dir)).toEqual(['inbox.json']);
    expect(await readFile(target, 'utf8')).toBe('{"before":true}');
  });
});

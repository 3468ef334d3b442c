import { spawn } from 'node:child_process';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { removeDir as removeTestDir } from '../../tests/support/temp-files';
import { removeStaleTempFiles } from './durable-file';
import { openInboxStore } from '../stores/inbox-store';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await removeTestDir(dir);
});

/** A pid no process has: a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('temp files a crashed write left behind', () => {
  it('are removed when the inbox opens, and reported; the live file and other files stay', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'stale-'));
    dirs.push(dir);
    const dead = await deadPid();
    const stale = [`.inbox.json.${dead}.a1b2c3.tmp`, `.inbox.json.${process.pid}.d4e5f6.tmp`];
    for (const name of stale) await writeFile(path.join(dir, name), '{"submissions": [');
    const others = ['inbox.json.corrupt-2025-01-01T00-00-00-000Z', '.catalog.json.1.x.tmp', 'notes.txt'];
    for (const name of others) await writeFile(path.join(dir, name), 'keep');
    const logs: string[] = [];
    const store = await openInboxStore(
      dir,
      createLogger('info', (line) => logs.push(line)),
    );
    await store.update((inbox) =>
      inbox.newsletters.push({
        id: 'n1',
        email: 'a@example.org',
        subscribedAt: new Date(0).toISOString(),
        isActive: true,
      }),
    );
    expect((await readdir(dir)).sort()).toEqual([...others, 'inbox.json.journal'].sort());
    const line = logs.find((l) => l.includes('removed temp files a crashed write left behind'));
    expect(JSON.parse(line!).files.sort()).toEqual(stale.sort());
  });

  it('leaves the temp files of another process that is still running', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'stale-'));
    dirs.push(dir);
    const file = path.join(dir, 'inbox.json');
    const alive = `.inbox.json.${process.ppid}.abc.tmp`;
    await writeFile(path.join(dir, alive), '{}');
    expect(await removeStaleTempFiles(file)).toEqual([]);
    expect(await readdir(dir)).toEqual([alive]);
    expect(await removeStaleTempFiles(path.join(dir, 'missing-dir', 'inbox.json'))).toEqual([]);
  });
});

import http from 'node:http';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../tests/support/test-server';
import { request } from '../../tests/support/raw-http';

const report = (line: string) => {
  if (process.env.RELIABILITY_REPORT) console.log(`[reliability] ${line}`);
};

const server = useTestServer();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean, what: string) {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await sleep(50);
  }
  throw new Error(`${what}: no refusal logged with its reason in 5 s`);
}

// The plain invalid-JSON and wrong-schema edits are in server/app-admin-web.test.ts; these are
// the other ways a catalogue file breaks, each while reads keep coming.
describe('a catalogue file damaged while the server runs', () => {
  it('keeps serving the last good catalogue to every read, and logs each refusal with its reason', async () => {
    const good = await readFile(server.catalogFile, 'utf8');
    const total = (JSON.parse(good) as { islands: unknown[] }).islands.length;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    let stop = false;
    const reads: { status: number; total?: number }[] = [];
    const readLoop = (async () => {
      const deadline = Date.now() + 30_000;
      for (let i = 0; !stop && i < 20_000 && Date.now() < deadline; i++) {
        const answer = await request(server.url, {
          path: i % 2 ? '/api/statistics' : '/api/islands/bouvet-island',
          agent,
        });
        reads.push({
          status: answer.status,
          total: i % 2 ? (JSON.parse(answer.text) as { totalIslands: number }).totalIslands : undefined,
        });
      }
    })();

    const damages: [string, () => Promise<void>, RegExp][] = [
      ['cut off halfway', () => writeFile(server.catalogFile, good.slice(0, good.length / 2)), /not valid JSON/],
      ['emptied', () => writeFile(server.catalogFile, ''), /not valid JSON/],
      ['deleted', () => rm(server.catalogFile), /ENOENT/],
      [
        'an island without a name',
        () => writeFile(server.catalogFile, good.replace(/"name": "Bouvet Island"/, '"name": ""')),
        /does not match the catalogue schema at islands\.\d+\.name/,
      ],
      ['not an object', () => writeFile(server.catalogFile, '[]'), /does not match the catalogue schema/],
    ];
    for (const [name, damage, reason] of damages) {
      const from = server.logs.length;
      await damage();
      // A reload may catch a write halfway (and say so); wait for the refusal of this damage.
      const refused = (line: string) => line.includes('catalogue file refused; still serving') && reason.test(line);
      await waitFor(() => server.logs.slice(from).some(refused), name);
      expect(JSON.parse(server.logs.slice(from).find(refused)!).level, name).toBe('error');
      await sleep(100);
    }
    // Put back as it was: the same version, so nothing changes for readers.
    await writeFile(server.catalogFile, good);
    await sleep(300);
    stop = true;
    await readLoop;
    agent.destroy();

    expect(reads.length).toBeGreaterThan(10);
    expect(reads.filter((r) => r.status !== 200)).toEqual([]);
    expect(reads.filter((r) => r.total !== undefined && r.total !== total)).toEqual([]);
    report(
      `catalogue damaged ${damages.length} ways while running: ${reads.length} reads during it, all 200 with the last good catalogue; each refusal logged with its reason`,
    );
  });
});

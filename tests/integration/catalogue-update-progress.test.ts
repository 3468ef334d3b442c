import { once } from 'node:events';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueProgress } from '@core/contract/desktop-status';
import type { Catalog } from '@core/contract/schemas';
import { openCatalogueChecks } from '../../electron/main/catalogue/catalogue-checks';
import { createCatalogueUpdates } from '../../electron/main/catalogue/catalogue-updates';
import { openDesktopCatalogue, REFRESHED_CATALOG_FILE_NAME } from '../../electron/main/catalogue/desktop-catalogue';
import { memoryLogger } from '../support/test-doubles';
import { removeDir, tempCatalogue, tempDir } from '../support/temp-files';

let dir: string;
let bundledFile: string;
let server: Server | undefined;
const logger = memoryLogger();

beforeEach(async () => {
  dir = await tempDir();
  bundledFile = await tempCatalogue(dir);
});
afterEach(async () => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
  await removeDir(dir);
});

/**
 * A hosted API on a bad link: it declares the whole length (or not), then sends the catalogue
 * a piece at a time, and `behave` decides what happens after each piece.
 */
async function trickle(
  body: string,
  options: {
    pieces: number;
    everyMs: number;
    contentLength?: boolean;
    after?: (sent: number, res: ServerResponse) => boolean;
  },
) {
  server = createServer((_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'application/json',
      ...(options.contentLength === false ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }),
    });
    const bytes = Buffer.from(body);
    const size = Math.ceil(bytes.length / options.pieces);
    let sent = 0;
    const next = () => {
      if (res.destroyed) return;
      res.write(bytes.subarray(sent * size, (sent + 1) * size));
      sent += 1;
      if (options.after && !options.after(sent, res)) return;
      if (sent * size >= bytes.length) res.end();
      else setTimeout(next, options.everyMs);
    };
    next();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** What userData holds (nothing, before anything was written there). */
const listing = (folder: string) => readdir(folder).catch(() => [] as string[]);

async function open(apiBaseUrl: string) {
  const userDataDir = path.join(dir, 'user-data');
  const catalogue = await openDesktopCatalogue({ bundledFile, userDataDir, logger });
  const checks = await openCatalogueChecks(userDataDir, logger);
  const progress: CatalogueProgress[] = [];
  const updates = createCatalogueUpdates({
    catalogue,
    checks,
    apiBaseUrl: () => apiBaseUrl,
    logger,
    progressEveryMs: 0,
    onProgress: (step) => progress.push(step),
  });
  return { catalogue, updates, progress, userDataDir };
}

const hosted = async () => {
  const catalog = JSON.parse(await readFile(bundledFile, 'utf8')) as Catalog;
  catalog.islands[0]!.description = 'Rewritten on the hosted catalogue, to tell the copies apart.';
  return JSON.stringify(catalog.islands);
};

describe('a catalogue update on a bad link', () => {
  it('reports bytes received of the Content-Length as they arrive, and keeps when it last checked across restarts', async () => {
    const body = await hosted();
    const base = await trickle(body, { pieces: 5, everyMs: 30 });
    const { catalogue, updates, progress } = await open(base);
    expect(await updates.info()).toMatchObject({ kind: 'bundled', updating: false });
    expect((await updates.info()).lastCheckedAt).toBeUndefined();

    await updates.run();
    const total = Buffer.byteLength(body);
    expect(progress[0]).toEqual({ received: 0, total });
    expect(progress.at(-1)).toEqual({ received: total, total });
    expect(progress.length).toBeGreaterThanOrEqual(5);
    const received = progress.map((step) => step.received);
    expect(received).toEqual([...received].sort((a, b) => a - b));
    const info = await updates.info();
    expect(info).toMatchObject({
      kind: 'updated',
      updating: false,
      islands: catalogue.snapshot().catalog.islands.length,
    });
    expect(info.lastCheckedAt).toBeDefined();
    expect(info.datedAt).toBe(catalogue.source().refreshedAt);
    catalogue.close();

    // Restarted: still the updated copy, still the same last-checked date.
    const again = await open(base);
    expect(await again.updates.info()).toEqual(info);
    again.catalogue.close();
  });

  it('gives no total when the API sends no Content-Length', async () => {
    const base = await trickle(await hosted(), { pieces: 3, everyMs: 10, contentLength: false });
    const { catalogue, updates, progress } = await open(base);
    await updates.run();
    expect(progress.every((step) => step.total === undefined)).toBe(true);
    expect(progress.at(-1)!.received).toBeGreaterThan(0);
    catalogue.close();
  });

  it('stops when cancelled half-way, and leaves the bundled copy in use and nothing written', async () => {
    let cancel: () => boolean = () => false;
    const base = await trickle(await hosted(), {
      pieces: 20,
      everyMs: 40,
      after: (sent) => {
        if (sent === 5) cancel();
        return true;
      },
    });
    const { catalogue, updates, progress, userDataDir } = await open(base);
    cancel = () => updates.cancel();
    const version = catalogue.snapshot().version;
    const before = await listing(userDataDir);

    const running = updates.run();
    await expect.poll(async () => (await updates.info()).updating).toBe(true);
    await expect(running).rejects.toThrow('The update was cancelled; the catalogue is unchanged');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)!.received).toBeLessThan(progress.at(-1)!.total!);
    expect(catalogue.source().kind).toBe('bundled');
    expect(catalogue.snapshot().version).toBe(version);
    expect(await listing(userDataDir)).toEqual(before);
    const info = await updates.info();
    expect(info).toMatchObject({ kind: 'bundled', updating: false });
    expect(info.lastCheckedAt).toBeUndefined();
    expect(updates.cancel()).toBe(false);
    catalogue.close();
  });

  it('leaves an earlier updated copy byte for byte when the link drops mid-answer', async () => {
    const body = await hosted();
    const first = await trickle(body, { pieces: 2, everyMs: 5 });
    const { catalogue, updates, userDataDir } = await open(first);
    await updates.run();
    const file = path.join(userDataDir, REFRESHED_CATALOG_FILE_NAME);
    const kept = await readFile(file, 'utf8');
    const checked = (await updates.info()).lastCheckedAt;
    server!.closeAllConnections();
    server!.close();

    // The next answer breaks off after a third of it: the connection is simply gone.
    const dropping = await trickle(body.replace('Rewritten', 'Changed again'), {
      pieces: 3,
      everyMs: 20,
      after: (sent, res) => {
        if (sent === 1) res.destroy();
        return sent !== 1;
      },
    });
    const broken = createCatalogueUpdates({
      catalogue,
      checks: await openCatalogueChecks(userDataDir, logger),
      apiBaseUrl: () => dropping,
      logger,
    });
    await expect(broken.run()).rejects.toMatchObject({ code: 'unavailable' });
    expect(await readFile(file, 'utf8')).toBe(kept);
    expect(catalogue.snapshot().catalog.islands[0]!.description).toBe(
      'Rewritten on the hosted catalogue, to tell the copies apart.',
    );
    expect((await broken.info()).lastCheckedAt).toBe(checked);
    catalogue.close();
  });

  it('runs one update at a time', async () => {
    const base = await trickle(await hosted(), { pieces: 4, everyMs: 30 });
    const { catalogue, updates } = await open(base);
    const running = updates.run();
    await expect(updates.run()).rejects.toMatchObject({ code: 'conflict' });
    await running;
    catalogue.close();
  });
});

describe('the last-checked date', () => {
  it('is forgotten, not fatal, when its file is damaged', async () => {
    const userDataDir = path.join(dir, 'user-data');
    const checks = await openCatalogueChecks(userDataDir, logger);
    await checks.record('2025-03-01T12:00:00.000Z');
    expect((await openCatalogueChecks(userDataDir, logger)).lastCheckedAt()).toBe('2025-03-01T12:00:00.000Z');
    await writeFile(checks.file, '{"lastCheckedAt": ');
    expect((await openCatalogueChecks(userDataDir, logger)).lastCheckedAt()).toBeUndefined();
    expect(logger.lines.join('\n')).toMatch(/catalogue checks file unreadable/);
  });
});

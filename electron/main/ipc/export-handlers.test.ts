import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseIpcResult } from '@core/contract/ipc';
import { IPC_CHANNELS } from '@core/contract/operation-table-routes';
import { dataPackageProblems } from '../../../tests/support/data-package-validation';
import { removeDir, tempCatalogue, tempDir } from '../../../tests/support/temp-files';
import { memoryLogger } from '../../../tests/support/test-doubles';
import { openDesktopServices, type DesktopServices } from '../desktop-services';
import { APP_URL, isAppUrl } from '../window-policy';
import { createInProcessIpc, type InProcessIpc } from './in-process-ipc';

// The desktop app, offline, saves Explore's selection as a data package with its citation.
let dir: string;
let services: DesktopServices;
let ipc: InProcessIpc;
let chosen: string | undefined;

beforeEach(async () => {
  dir = await tempDir();
  chosen = path.join(dir, 'chosen');
  services = await openDesktopServices({
    bundledCatalogFile: await tempCatalogue(dir),
    userDataDir: path.join(dir, 'user-data'),
    logger: memoryLogger(),
    env: { ISOLARIO_API_URL: 'http://127.0.0.1:9' },
    worker: { isOnline: () => false, clock: () => new Date('2026-12-02T10:00:00Z') },
    shell: { openPath: async () => '', chooseSaveFile: async () => undefined, chooseFolder: async () => chosen },
  });
  ipc = createInProcessIpc();
  services.registerIpc(ipc, (url) => isAppUrl(url, APP_URL));
});
afterEach(async () => {
  await services.close();
  await removeDir(dir);
});

const exportSelection = async (query: Record<string, string>) =>
  parseIpcResult('exportSelection', query, await ipc.invoke(IPC_CHANNELS.exportSelection, APP_URL, query));

describe('exporting the selection as a data package, offline', () => {
  it("writes the filtered islands as a valid data package naming the app's release, with CITATION.cff", async () => {
    const release = JSON.parse(await readFile('data/catalog.json', 'utf8')).version as string;
    const result = await exportSelection({ region: 'arctic', q: 'island' });
    expect(result.ok).toBe(true);
    if (!result.ok || !result.value.saved) throw new Error('not saved');
    const expected = services.catalogueService.listIslands({ region: 'Arctic', q: 'island' }).total;
    expect(result.value).toEqual({
      saved: true,
      folder: path.join(chosen!, `isolario-${release}-selection-2026-12-02`),
      islands: expected,
      release,
    });
    expect((await readdir(result.value.folder)).sort()).toEqual([
      'CITATION.cff',
      'datapackage.json',
      'islands.csv',
      'islands.geojson',
      'islands.json',
    ]);
    expect(await dataPackageProblems(path.join(result.value.folder, 'datapackage.json'))).toEqual([]);
    const descriptor = JSON.parse(await readFile(path.join(result.value.folder, 'datapackage.json'), 'utf8'));
    expect(descriptor.version).toBe(release);
    expect(descriptor.description).toContain(`A selection of ${expected} islands`);
    expect(descriptor.description).toContain('region: Arctic');
    const islands = JSON.parse(await readFile(path.join(result.value.folder, 'islands.json'), 'utf8')).islands;
    expect(islands).toHaveLength(expected);
    // The curated records, as a release holds them: no derived field.
    expect(islands[0]).not.toHaveProperty('place');
    expect(await readFile(path.join(result.value.folder, 'CITATION.cff'), 'utf8')).toContain(`version: "${release}"`);
  });

  it('writes nothing when the person closes the folder dialog', async () => {
    chosen = undefined;
    const result = await exportSelection({ region: 'arctic' });
    expect(result).toEqual({ ok: true, value: { saved: false } });
  });

  it('refuses a filter that is not one, as every read does', async () => {
    const result = await exportSelection({ region: 'atlantis' });
    expect(result.ok).toBe(false);
  });
});

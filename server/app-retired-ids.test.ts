import { describe, expect, it } from 'vitest';
import { rawGet, useTestServer } from '../tests/support/test-server';

// Members folded into their group keep their published ids: links to them go on, for good.
const server = useTestServer();

describe('retired island ids', () => {
  it('sends an API read of a retired id on to the island it was folded into', async () => {
    const answer = await rawGet(`${server.url}/api/islands/north-keeling`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/api/islands/cocos-keeling-islands');
    expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ error: 'moved' });
    const outline = await rawGet(`${server.url}/api/islands/beauchene-island/outline`);
    expect(outline.status).toBe(301);
    expect(outline.headers.location).toBe('/api/islands/falkland-islands/outline');
    const followed = await fetch(`${server.url}/api/islands/steeple-jason-island`);
    expect(followed.status).toBe(200);
    expect(((await followed.json()) as { id: string }).id).toBe('falkland-islands');
  });

  it("sends the island page of a retired id on to its group's page", async () => {
    const page = await rawGet(`${server.url}/island/north-keeling`);
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe('/island/cocos-keeling-islands');
  });

  it('sends an id typed in capitals or with spaces on to the island it spells, page and API', async () => {
    const page = await rawGet(`${server.url}/island/Tristan-da-Cunha`);
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe('/island/tristan-da-cunha');
    const spaced = await rawGet(`${server.url}/island/Tristan%20da%20Cunha`);
    expect(spaced.headers.location).toBe('/island/tristan-da-cunha');
    const api = await rawGet(`${server.url}/api/islands/TRISTAN-DA-CUNHA?fields=id`);
    expect(api.status).toBe(301);
    expect(api.headers.location).toBe('/api/islands/tristan-da-cunha?fields=id');
    expect(JSON.parse(api.body.toString('utf8')).message).toContain('lower-case slugs');
    // A retired id in capitals goes to its group in one step.
    expect((await rawGet(`${server.url}/island/North-Keeling`)).headers.location).toBe('/island/cocos-keeling-islands');
  });

  it('still answers 404 for an id that never was', async () => {
    expect((await rawGet(`${server.url}/api/islands/never-an-island`)).status).toBe(404);
  });

  it('lists no retired id among the islands', async () => {
    const ids = (
      (await (await fetch(`${server.url}/api/islands?fields=id&limit=1000`)).json()) as { id: string }[]
    ).map((island) => island.id);
    expect(ids).not.toContain('north-keeling');
    expect(ids).toContain('cocos-keeling-islands');
  });
});

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolDefinitions } from '@core/contract/tools';
import { removeTestDir, startTestServer, type TestServer } from '../tests/support/test-server';

/** The MCP endpoint, driven by the SDK's own client over real HTTP on loopback. */

let server: TestServer;
let client: Client;

beforeAll(async () => {
  server = await startTestServer();
  client = new Client({ name: 'isolario-tests', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
});
afterAll(async () => {
  await client?.close();
  await server.stop();
  await removeTestDir(server.dir);
});

type Structured = { islands?: { id: string; name: string; distanceKm?: number }[]; result?: Record<string, unknown> };
const call = async (name: string, args: Record<string, unknown> = {}) => {
  const result = await client.callTool({ name, arguments: args });
  return result as {
    isError?: boolean;
    structuredContent?: Structured & Record<string, unknown>;
    content: { text: string }[];
  };
};

describe('the MCP server over streamable HTTP', () => {
  it('lists the tools the table of operations offers, each with its input and output schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(toolDefinitions().map((tool) => tool.name));
    expect(tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(['search_islands', 'list_islands', 'get_island', 'nearest_islands', 'remotest_islands']),
    );
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    }
  });

  it('searches with the typo-tolerant search, paged, with the attribution', async () => {
    const found = await call('search_islands', { query: 'tristan da cuhna', limit: 3 });
    expect(found.isError).toBeFalsy();
    expect(found.structuredContent!.islands![0]!.id).toBe('tristan-da-cunha');
    expect(found.structuredContent!.islands!.length).toBeLessThanOrEqual(3);
    expect(found.structuredContent!.page).toMatchObject({ offset: 0, limit: 3 });
    expect(JSON.stringify(found.structuredContent!.attribution)).toContain('OpenStreetMap');
    expect(found.content[0]!.text).toContain('Tristan da Cunha (tristan-da-cunha)');
  });

  it('reads an island, and answers a bad id with the API’s message as a tool error', async () => {
    const island = await call('get_island', { id: 'tristan-da-cunha' });
    expect(island.structuredContent!.result).toMatchObject({ id: 'tristan-da-cunha', name: 'Tristan da Cunha' });
    const missing = await call('get_island', { id: 'atlantis' });
    expect(missing.isError).toBe(true);
    expect(missing.content[0]!.text).toBe("No island with id 'atlantis'");
  });

  it('finds the islands within 300 km of Tristan, nearest first, and lists the remotest', async () => {
    const near = await call('nearest_islands', {
      near: [-37.1052, -12.2777],
      radius: 300,
      fields: ['id', 'name', 'distanceKm'],
    });
    const islands = near.structuredContent!.islands!;
    expect(islands[0]!.id).toBe('tristan-da-cunha');
    expect(islands.map((island) => island.id)).toEqual(expect.arrayContaining(['nightingale-island']));
    for (const island of islands) expect(island.distanceKm!).toBeLessThanOrEqual(300);
    const remotest = await call('remotest_islands', { measure: 'inhabited', limit: 5 });
    expect(remotest.structuredContent!.islands).toHaveLength(5);
  });

  it('pages a long list and says where the next page starts', async () => {
    const first = await call('list_islands', { region: 'arctic', fields: 'id', limit: 10 });
    const page = first.structuredContent!.page as { total: number; nextOffset?: number };
    expect(first.structuredContent!.islands).toHaveLength(10);
    expect(page.total).toBeGreaterThan(10);
    expect(page.nextOffset).toBe(10);
    const second = await call('list_islands', { region: 'arctic', fields: 'id', limit: 10, offset: 10 });
    expect(second.structuredContent!.islands![0]!.id).not.toBe(first.structuredContent!.islands![0]!.id);
  });

  it('refuses bad arguments with the API’s messages, never a crash', async () => {
    const region = await call('list_islands', { region: 'atlantis' });
    expect(region.isError).toBe(true);
    expect(region.content[0]!.text).toContain("region: Unknown region 'atlantis'");
    const unknown = await call('list_islands', { colour: 'blue' });
    expect(unknown.content[0]!.text).toContain("colour: Unknown argument 'colour'");
    const missing = await call('nearest_islands', {});
    expect(missing.content[0]!.text).toContain('near: near is required');
    const tooMany = await call('search_islands', { query: 'island', limit: 500 });
    expect(tooMany.content[0]!.text).toContain('limit must be a whole number from 1 to 100');
    expect((await call('no_such_tool')).isError).toBe(true);
  });

  it('serves the catalogue’s documents as resources', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual([
      'isolario://openapi.json',
      'isolario://licences',
      'isolario://data/README.md',
    ]);
    const openapi = await client.readResource({ uri: 'isolario://openapi.json' });
    expect(JSON.parse((openapi.contents[0] as { text: string }).text).openapi).toBe('3.1.0');
    const readme = await client.readResource({ uri: 'isolario://data/README.md' });
    expect((readme.contents[0] as { text: string }).text.length).toBeGreaterThan(100);
  });

  it('is answered from the read cache, as the API’s reads are', async () => {
    const before = server.running.caches.reads.size().entries;
    await call('get_island', { id: 'bouvet-island' });
    const after = server.running.caches.reads.size().entries;
    expect(after).toBe(before + 1);
    await call('get_island', { id: 'bouvet-island' });
    expect(server.running.caches.reads.size().entries).toBe(after);
    // The API's read of the same island finds the entry the tool made.
    await fetch(`${server.url}/api/islands/bouvet-island`);
    expect(server.running.caches.reads.size().entries).toBe(after);
  });

  it('answers GET with a 405 and allows other origins, as the API does', async () => {
    const get = await fetch(`${server.url}/mcp`);
    expect(get.status).toBe(405);
    const preflight = await fetch(`${server.url}/mcp`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Mcp-Protocol-Version');
  });
});

describe('the MCP server with a rate limit', () => {
  it('counts its calls against the limit, as the API does', async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const answer = await fetch(`${limited.url}/mcp`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
          body: JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tools/list' }),
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.stop();
      await removeTestDir(limited.dir);
    }
  });
});

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolDefinitions } from '@core/contract/tools';
import { removeDir } from '../support/temp-files';

/**
 * `npm run mcp`: the desktop's catalogue served over stdio, driven by the SDK's own client, which
 * starts it as an assistant would. Offline: nothing but the files the repository carries.
 */

let client: Client;
let userData: string;

beforeAll(async () => {
  userData = await mkdtemp(path.join(tmpdir(), 'isolario-mcp-'));
  client = new Client({ name: 'isolario-tests', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', 'electron/main/mcp-stdio.ts'],
      env: { ...(process.env as Record<string, string>), ISOLARIO_USER_DATA: userData, LOG_LEVEL: 'warn' },
      stderr: 'ignore',
    }),
  );
});
afterAll(async () => {
  await client?.close();
  await removeDir(userData);
});

describe('the MCP server over stdio', () => {
  it('lists the same tools as the website’s /mcp', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(toolDefinitions().map((tool) => tool.name));
  });

  it('searches, reads an island, and answers a bad id with a tool error', async () => {
    const found = (await client.callTool({
      name: 'search_islands',
      arguments: { query: 'kergulen', limit: 2 },
    })) as unknown as {
      structuredContent: { islands: { id: string }[] };
    };
    expect(found.structuredContent.islands[0]!.id).toBe('kerguelen-islands');
    const island = (await client.callTool({
      name: 'get_island',
      arguments: { id: 'tristan-da-cunha' },
    })) as unknown as {
      structuredContent: { result: { name: string; remoteness?: unknown } };
    };
    expect(island.structuredContent.result.name).toBe('Tristan da Cunha');
    // Offline, the bundled remoteness figures come with it.
    expect(island.structuredContent.result.remoteness).toBeDefined();
    const missing = (await client.callTool({ name: 'get_island', arguments: { id: 'atlantis' } })) as unknown as {
      isError: boolean;
      content: { text: string }[];
    };
    expect(missing.isError).toBe(true);
    expect(missing.content[0]!.text).toBe("No island with id 'atlantis'");
  });

  it('reads the data README as a resource', async () => {
    const readme = await client.readResource({ uri: 'isolario://data/README.md' });
    expect((readme.contents[0] as { text: string }).text).toContain('#');
  });
});

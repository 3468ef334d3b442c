import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { catalogueOperations } from '@core/catalogue/catalogue-operations';
import { answerOf } from '@core/contract/operation';
import { parseRequest, splitInput } from '@core/contract/operation-input';
import { buildOpenApiDocument } from '@core/contract/openapi';
import { OPERATIONS } from '@core/contract/operations';
import type { Logger } from '../../node/logger';
import { createLogger } from '../../node/logger';
import { catalogueResources } from '../../node/mcp/mcp-resources';
import { createMcpServer, type ToolExecutor } from '../../node/mcp/mcp-server';
import { openCatalogueService } from './catalogue/open-catalogue-service';

export interface DesktopMcpOptions {
  /** The catalogue the app carries: resources/data/catalog.json packaged, data/catalog.json here. */
  bundledCatalogFile: string;
  userDataDir: string;
  logger: Logger;
  version: string;
  input?: NodeJS.ReadableStream;
  output?: NodeJS.WritableStream;
}

/**
 * The same tools the site's /mcp serves, over stdio, from the catalogue on this machine: for a
 * researcher's own assistant, offline. Logs go to stderr; stdout is the protocol's.
 */
export async function serveDesktopMcp(options: DesktopMcpOptions) {
  const { catalogueService, outlines, catalogue } = await openCatalogueService(options);
  const reads = catalogueOperations(catalogueService, outlines) as unknown as Record<
    string,
    (input: Record<string, unknown>, context: object) => unknown
  >;
  const execute: ToolExecutor = (id, raw) => {
    const operation = OPERATIONS[id];
    const parsed = parseRequest(operation, splitInput(operation, raw));
    if (!parsed.ok) throw new Error(`${id}: the input was not checked before`);
    const result = reads[id]!(parsed.input, {});
    const total = (result as { page?: { total: number } }).page?.total;
    return { answer: answerOf(operation, result), ...(total === undefined ? {} : { total }) };
  };
  const server = createMcpServer({
    execute,
    resources: catalogueResources({
      openApiDocument: () => buildOpenApiDocument(),
      dataReadmeFile: path.join(path.dirname(options.bundledCatalogFile), 'README.md'),
    }),
    version: options.version,
  });
  const transport = new StdioServerTransport(
    options.input as NodeJS.ReadStream | undefined,
    options.output as NodeJS.WriteStream | undefined,
  );
  await server.connect(transport);
  options.logger.info('Isolario MCP server on stdio', {
    islands: catalogue.snapshot().catalog.islands.length,
    catalogue: catalogue.source().kind,
  });
  return {
    async close() {
      await server.close();
      catalogue.close();
    },
  };
}

// npm run mcp: the repository's catalogue, and a user data folder of its own beside it.
const isEntry = process.argv[1]?.endsWith('mcp-stdio.ts');
if (isEntry) {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const { default: packageJson } = await import('../../package.json', { with: { type: 'json' } });
  await serveDesktopMcp({
    bundledCatalogFile: path.join(root, 'data', 'catalog.json'),
    userDataDir: process.env.ISOLARIO_USER_DATA ?? path.join(root, 'var', 'mcp'),
    logger: createLogger((process.env.LOG_LEVEL as 'info' | undefined) ?? 'info'),
    version: packageJson.version,
  });
}

import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { isCoreError } from '@core/contract/errors';
import type { OperationId } from '@core/contract/operations';
import { isRefusal, toolDefinitions, toolRequest, toolResult, type ToolDefinition } from '@core/contract/tools';

/** An operation's answer to a tool's input, and the total of a paged one. */
export type ToolExecutor = (
  operation: OperationId,
  input: Record<string, unknown>,
) => Promise<{ answer: unknown; total?: number }> | { answer: unknown; total?: number };

/** One document an assistant may read: the OpenAPI document, the licences, the data README. */
export interface McpResource {
  uri: string;
  name: string;
  title: string;
  description: string;
  mimeType: string;
  read: () => string | Promise<string>;
}

export interface McpServerOptions {
  execute: ToolExecutor;
  resources: readonly McpResource[];
  version: string;
}

const refused = (message: string, issues: { path: string; message: string }[] = []): CallToolResult => ({
  isError: true,
  content: [
    {
      type: 'text',
      text:
        issues.length === 0
          ? message
          : `${message}: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
    },
  ],
});

/**
 * The catalogue as a Model Context Protocol server: the tools the table of operations offers
 * (read-only), the catalogue's documents as resources. A bad argument is a tool error with the
 * API's message, never a protocol error or a crash. Any transport: streamable HTTP at /mcp on the
 * server, stdio in the desktop app.
 */
export function createMcpServer({ execute, resources, version }: McpServerOptions): Server {
  const tools = toolDefinitions();
  const byName = new Map<string, ToolDefinition>(tools.map((tool) => [tool.name, tool]));
  const server = new Server(
    { name: 'isolario', title: 'Isolario: remote islands', version },
    {
      capabilities: { tools: {}, resources: {} },
      instructions:
        'A catalogue of remote islands, atolls and archipelagos: search them, list and filter them, find those near a point or the remotest, and read one whole. Answers of islands are paged (limit, offset). Credit Isolario and each source as every result says.',
    },
  );

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map(({ name, title, description, inputSchema, outputSchema }) => ({
      name,
      title,
      description,
      inputSchema,
      outputSchema,
      annotations: { readOnlyHint: true, openWorldHint: false, idempotentHint: true },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = byName.get(request.params.name);
    if (!tool) return refused(`No tool named '${request.params.name}'`);
    const asked = toolRequest(tool, request.params.arguments);
    if (isRefusal(asked)) return refused(asked.message, asked.issues);
    try {
      const { answer, total } = await execute(tool.operation, asked.input);
      const result = toolResult(tool, asked, answer, total);
      return { structuredContent: result.structured, content: [{ type: 'text', text: result.text }] };
    } catch (error) {
      // A core error is the API's answer (no such island: its 404 message); anything else is ours.
      if (isCoreError(error)) return refused(error.message, error.issues ?? []);
      throw error;
    }
  });

  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: resources.map(({ uri, name, title, description, mimeType }) => ({
      uri,
      name,
      title,
      description,
      mimeType,
    })),
  }));

  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const resource = resources.find((candidate) => candidate.uri === request.params.uri);
    if (!resource) throw new Error(`No resource at ${request.params.uri}`);
    return { contents: [{ uri: resource.uri, mimeType: resource.mimeType, text: await resource.read() }] };
  });

  return server;
}

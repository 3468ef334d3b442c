import express, { Router, type RequestHandler } from 'express';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Logger } from '../../node/logger';
import { createMcpServer, type McpServerOptions } from '../../node/mcp/mcp-server';
import { sendError } from './errors';

const MCP_HEADERS = 'Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID';

/**
 * CORS as the API's: any origin, no credentials. The endpoint only reads, so its POSTs (JSON-RPC
 * calls) are open to other origins too, with the headers the protocol sends.
 */
const mcpCors: RequestHandler = (req, res, next) => {
  res.set({ 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Mcp-Session-Id, Retry-After' });
  if (req.method !== 'OPTIONS') return next();
  res.set({
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': MCP_HEADERS,
    'Access-Control-Max-Age': '600',
  });
  res.status(204).end();
};

/**
 * The Model Context Protocol at /mcp, over streamable HTTP, stateless: every POST gets a server
 * and a transport of its own and a JSON answer (no session, no stream), so any instance behind a
 * balancer answers any call. GET (a stream of server messages) and DELETE (a session's end) have
 * nothing to do here: 405.
 */
export function mcpRouter(options: McpServerOptions & { guards: RequestHandler[]; logger: Logger }): Router {
  const router = Router();
  router.use('/mcp', mcpCors, ...options.guards, express.json({ limit: '100kb', type: 'application/json' }));
  router.post('/mcp', async (req, res) => {
    const server = createMcpServer(options);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (error) {
      options.logger.error('mcp request failed', { error: String((error as Error)?.stack ?? error) });
      if (!res.headersSent) sendError(res, 500, { error: 'internal', message: 'Something went wrong on our side.' });
    }
  });
  router.all('/mcp', (req, res) => {
    res.set('Allow', 'POST, OPTIONS');
    sendError(res, 405, {
      error: 'method_not_allowed',
      message: `${req.method} /mcp is not served: this server is stateless, send each JSON-RPC call as a POST`,
    });
  });
  return router;
}

/// <reference types="vite/client" />

declare module 'virtual:example-island' {
  import type { Island } from '@core/contract/schemas';
  const island: Island;
  export default island;
}

declare module 'virtual:api-endpoints' {
  import type { OperationId } from '@core/contract/operations';
  import type { HttpMethod } from '@core/contract/operation';
  /** The endpoints the API page documents, with an example path each (renderer/vite.config.ts). */
  const endpoints: {
    id: OperationId;
    method: HttpMethod;
    path: string;
    summary: string;
    description: string;
    example: string;
    /** For a POST: a body it accepts, for its cURL line. */
    bodyExample?: Record<string, unknown>;
    /** Its query parameters, typed in words from the OpenAPI document. */
    params?: { name: string; type: string; description: string }[];
  }[];
  export default endpoints;
}

declare module 'virtual:operation-routes' {
  import type { OperationRoutes } from '@core/contract/operation-routes';
  /** Each operation's method, path and channel, from the table (renderer/vite.config.ts). */
  const routes: OperationRoutes;
  export default routes;
}

declare module 'virtual:mcp-tools' {
  /** The MCP server's tools, from the table (renderer/vite.config.ts). */
  const tools: { name: string; title: string }[];
  export default tools;
}

declare module 'virtual:api-reference-html' {
  /** The API reference as HTML, made from the OpenAPI document at build time (renderer/vite.config.ts). */
  const html: string;
  export default html;
}

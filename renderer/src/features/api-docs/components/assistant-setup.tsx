import tools from 'virtual:mcp-tools';

/** A configuration block an assistant reads, as text the reader can select and copy. */
function Config({ label, text }: { label: string; text: string }) {
  return (
    <pre className="code-block" tabIndex={0} aria-label={label}>
      <code>{text}</code>
    </pre>
  );
}

/**
 * How to give an AI assistant the catalogue: the Model Context Protocol server at /mcp on this
 * site, and the desktop app's own over stdio, offline. The tools are the table's (at build time).
 */
export function AssistantSetup({ origin }: { origin: string }) {
  const remote = JSON.stringify({ mcpServers: { isolario: { type: 'http', url: `${origin}/mcp` } } }, null, 2);
  const local = JSON.stringify({ mcpServers: { isolario: { command: 'isolario', args: ['--mcp'] } } }, null, 2);
  return (
    <div className="assistant-setup" data-testid="assistant-setup">
      <p>
        The same catalogue answers AI assistants through the Model Context Protocol: streamable HTTP at{' '}
        <code>{origin}/mcp</code>, read-only, no key, the same rate limit and licences as the API. Add it to an
        assistant that speaks MCP:
      </p>
      <Config label="MCP configuration for this site" text={remote} />
      <p>
        The desktop app serves the same tools from the catalogue it carries, offline, over stdio: start it as{' '}
        <code>isolario --mcp</code> (or, from a checkout of the project, <code>npm run mcp</code>).
      </p>
      <Config label="MCP configuration for the desktop app" text={local} />
      <h3>Tools</h3>
      <ul className="assistant-setup__tools">
        {tools.map((tool) => (
          <li key={tool.name}>
            <code>{tool.name}</code>: {tool.title}
          </li>
        ))}
      </ul>
    </div>
  );
}

import endpoints from 'virtual:api-endpoints';
import { Button } from '@/components/ui/button';
import { CheckIcon, CopyIcon } from '@/components/ui/icons';
import { Tooltip } from '@/components/ui/tooltip';
import { useCopy } from '../hooks/use-copy';
import '../api-docs.css';

/** A POST as one cURL line; the examples hold no apostrophe, so single quotes keep the JSON whole. */
function curlCommand(url: string, body: Record<string, unknown>): string {
  return `curl -X POST "${url}" -H "Content-Type: application/json" -d '${JSON.stringify(body)}'`;
}

/** The documented endpoints, from the same contract the server and the OpenAPI document use (at build time). */
export function EndpointList({ origin }: { origin: string }) {
  const { copied, copy } = useCopy();
  return (
    <ul className="endpoint-list">
      {endpoints.map((endpoint) => {
        const url = `${origin}${endpoint.example}`;
        const isCopied = copied === endpoint.id;
        // A POST is not a link a browser can follow: it is shown as the cURL line that sends it.
        const command = endpoint.bodyExample ? curlCommand(url, endpoint.bodyExample) : undefined;
        return (
          <li key={endpoint.id} className="endpoint card" data-testid={`endpoint-${endpoint.id}`}>
            <div className="endpoint__head">
              <span className={`method method--${endpoint.method}`}>{endpoint.method.toUpperCase()}</span>
              <code className="endpoint__path">{endpoint.path}</code>
            </div>
            <h3 className="endpoint__summary">{endpoint.summary}</h3>
            <p className="endpoint__description">{endpoint.description}</p>
            {endpoint.params?.length ? (
              <details className="endpoint__params">
                <summary>Query parameters ({endpoint.params.length})</summary>
                <table className="param-table">
                  <caption className="visually-hidden">Query parameters of {endpoint.path}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Type</th>
                      <th scope="col">What it does</th>
                    </tr>
                  </thead>
                  <tbody>
                    {endpoint.params.map((param) => (
                      <tr key={param.name}>
                        <th scope="row">
                          <code>{param.name}</code>
                        </th>
                        <td data-label="Type">{param.type}</td>
                        <td data-label="What it does">{param.description}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            ) : null}
            <div className="endpoint__example">
              <span className="endpoint__example-label">Example</span>
              {command ? (
                <pre className="endpoint__command">
                  <code>{command}</code>
                </pre>
              ) : (
                <a className="endpoint__url" href={url}>
                  {url}
                </a>
              )}
              <Tooltip
                content={
                  command ? 'Copy the example command to the clipboard' : 'Copy the example URL to the clipboard'
                }
              >
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void copy(endpoint.id, command ?? url)}
                  aria-label={
                    isCopied
                      ? `Copied ${endpoint.summary} ${command ? 'command' : 'URL'}`
                      : `Copy ${command ? 'command' : 'URL'} of ${endpoint.summary}`
                  }
                >
                  {isCopied ? <CheckIcon /> : <CopyIcon />}
                  <span aria-hidden="true">{isCopied ? 'Copied' : command ? 'Copy command' : 'Copy URL'}</span>
                </Button>
              </Tooltip>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

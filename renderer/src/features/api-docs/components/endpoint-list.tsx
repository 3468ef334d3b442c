import endpoints from 'virtual:api-endpoints';
import { Button } from '@/components/ui/button';
import { CheckIcon, CopyIcon } from '@/components/ui/icons';
import { Tooltip } from '@/components/ui/tooltip';
import { useCopy } from '../hooks/use-copy';
import '../api-docs.css';

/** The documented endpoints, from the same contract the server and the OpenAPI document use (at build time). */
export function EndpointList({ origin }: { origin: string }) {
  const { copied, copy } = useCopy();
  return (
    <ul className="endpoint-list">
      {endpoints.map((endpoint) => {
        const url = `${origin}${endpoint.example}`;
        const isCopied = copied === endpoint.id;
        return (
          <li key={endpoint.id} className="endpoint card" data-testid={`endpoint-${endpoint.id}`}>
            <div className="endpoint__head">
              <span className={`method method--${endpoint.method}`}>{endpoint.method.toUpperCase()}</span>
              <code className="endpoint__path">{endpoint.path}</code>
            </div>
            <h3 className="endpoint__summary">{endpoint.summary}</h3>
            <p className="endpoint__description">{endpoint.description}</p>
            <div className="endpoint__example">
              <span className="endpoint__example-label">Example</span>
              <code className="endpoint__url">{url}</code>
              <Tooltip content="Copy the example URL to the clipboard">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void copy(endpoint.id, url)}
                  aria-label={isCopied ? `Copied ${endpoint.summary} URL` : `Copy URL of ${endpoint.summary}`}
                >
                  {isCopied ? <CheckIcon /> : <CopyIcon />}
                  <span aria-hidden="true">{isCopied ? 'Copied' : 'Copy URL'}</span>
                </Button>
              </Tooltip>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

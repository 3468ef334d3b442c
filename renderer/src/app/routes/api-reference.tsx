import html from 'virtual:api-reference-html';
import { Link } from 'react-router';
import { WEB_ROUTES } from '@core/site/web-routes';
import { usePageMeta } from '@/lib/use-page-meta';
import '@/features/api-reference/api-reference.css';

export function ApiReferenceRoute() {
  usePageMeta(
    'API Reference',
    'Every operation of the Isolario API with its parameters, answers and schemas, rendered from its OpenAPI document.',
  );
  return (
    <>
      <header className="page-hero page-hero--compact">
        <div className="container">
          <h1 className="page-hero__title">API Reference</h1>
          <p className="page-hero__lede">
            Every operation, parameter and schema of the API, read from its{' '}
            <a href="/api/openapi.json">OpenAPI document</a>. Examples in JavaScript, Python and cURL are on the{' '}
            <Link to={WEB_ROUTES.apiAccess}>API Access</Link> page.
          </p>
        </div>
      </header>
      {/* Made at build time from the same document: the server and the browser give the same
          string, which React leaves as it is rather than walking a thousand nodes to hydrate. */}
      <div className="container api-reference" data-testid="api-reference" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}

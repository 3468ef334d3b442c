import { Link } from 'react-router';
import { WEB_ROUTES } from '@core/site/web-routes';
import { useOpenApiDocument } from '@/features/api-reference/api/get-openapi-document';
import { ApiReference } from '@/features/api-reference/components/api-reference';
import { usePageMeta } from '@/lib/use-page-meta';

export function ApiReferenceRoute() {
  usePageMeta(
    'API Reference',
    'Every operation of the Isolario API with its parameters, answers and schemas, rendered from its OpenAPI document.',
  );
  const document = useOpenApiDocument();
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
      <div className="api-reference__frame">
        {document.data ? (
          <ApiReference document={document.data} />
        ) : document.isError ? (
          <p className="api-reference__status" role="alert">
            The OpenAPI document could not be loaded. Please reload the page to try again.
          </p>
        ) : (
          <p className="api-reference__status" role="status">
            Loading the API reference…
          </p>
        )}
      </div>
    </>
  );
}

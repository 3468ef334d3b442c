import { Suspense } from 'react';
import { Link } from 'react-router';
import { WEB_ROUTES } from '@core/site/web-routes';
import exampleIsland from 'virtual:example-island';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { CodeIcon, GlobeIcon, MailIcon, SatelliteIcon } from '@/components/ui/icons';
import { EndpointList } from '@/features/api-docs/components/endpoint-list';
import { LicenceTable } from '@/features/licences/components/licence-table';
import { UsageExamples } from '@/features/api-docs/components/usage-examples';
import { useApiBase } from '@/features/api-docs/hooks/use-api-base';
import { TooltipProvider } from '@/components/ui/tooltip';
import { usePageMeta } from '@/lib/use-page-meta';
import { AssistantSetup } from '@/features/api-docs/components/assistant-setup';

const QUICK_START = [
  {
    icon: <GlobeIcon />,
    title: 'Public access',
    text: 'No key, no sign-up and no authentication. Reads are plain HTTPS GET requests; the three POST endpoints take a JSON body.',
  },
  {
    icon: <SatelliteIcon />,
    title: 'Rich data',
    text: 'Coordinates, regions, categories, population, area, access, history, sources, coastline outlines as GeoJSON, and a NASA GIBS satellite picture of every island (satellite: its image URL, layers, dates, frame and credit).',
  },
  {
    icon: <CodeIcon />,
    title: 'Developer friendly',
    text: 'Predictable JSON, clear error messages and an OpenAPI 3.1 document generated from the same contract.',
  },
];

export function ApiAccessRoute() {
  usePageMeta(
    'API Access',
    'The free, public Isolario JSON API: endpoints, examples in JavaScript, Python and cURL, and usage guidelines.',
  );
  // The hosted API's address in the desktop app; a neutral one for the moment it is asked.
  const origin = useApiBase() ?? 'https://…';
  const exampleUrl = `${origin}/api/islands/${exampleIsland.id}`;
  return (
    // Tooltips live on this page only; their provider (spec: 700 ms delay, 300 ms skip) with them.
    <TooltipProvider>
      <header className="page-hero page-hero--dark">
        <div className="container">
          <p className="page-hero__eyebrow">For developers</p>
          <h1 className="page-hero__title">API Access</h1>
          <p className="page-hero__lede">
            The whole Isolario catalogue as a free, public JSON API. Use it in research, apps, maps and classrooms.
          </p>
          <ul className="badge-row" aria-label="API features">
            <li>
              <Badge tone="sand">RESTful API</Badge>
            </li>
            <li>
              <Badge tone="sand">JSON Format</Badge>
            </li>
            <li>
              <Badge tone="sand">No Auth Required</Badge>
            </li>
          </ul>
        </div>
      </header>

      <div className="container api-page">
        <section aria-labelledby="quick-start-heading" className="section">
          <h2 id="quick-start-heading" className="section__title">
            Quick Start
          </h2>
          <ul className="feature-grid">
            {QUICK_START.map((item) => (
              <li key={item.title} className="card feature">
                <span className="feature__icon">{item.icon}</span>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
          <div className="example-pair">
            <div>
              <h3>Example request</h3>
              <pre className="code-block" tabIndex={0} aria-label="Example request">
                <code data-testid="example-request">GET {exampleUrl}</code>
              </pre>
            </div>
            <div>
              <h3>Example response</h3>
              <pre className="code-block code-block--tall" tabIndex={0} aria-label="Example response">
                <code data-testid="example-response">{JSON.stringify(exampleIsland, null, 2)}</code>
              </pre>
            </div>
          </div>
          <p className="muted">
            The full machine-readable description is at <a href="/api/openapi.json">/api/openapi.json</a>. Browse every
            operation, parameter and schema in the <Link to={WEB_ROUTES.apiReference}>API reference</Link>.
          </p>
        </section>

        <section aria-labelledby="endpoints-heading" className="section">
          <h2 id="endpoints-heading" className="section__title">
            Endpoints
          </h2>
          {/* Each long section is a Suspense boundary: React hydrates it after the page, in short
              tasks that yield to the phone (one pass took ~0.5 s of Lighthouse's blocking time). */}
          <Suspense>
            <EndpointList origin={origin} />
          </Suspense>
        </section>

        <section aria-labelledby="usage-heading" className="section">
          <h2 id="usage-heading" className="section__title">
            Usage examples
          </h2>
          <Suspense>
            <UsageExamples origin={origin} />
          </Suspense>
        </section>

        <section aria-labelledby="assistants-heading" className="section">
          <h2 id="assistants-heading" className="section__title">
            AI assistants (MCP)
          </h2>
          <AssistantSetup origin={origin} />
        </section>

        <section aria-labelledby="guidelines-heading" className="section">
          <h2 id="guidelines-heading" className="section__title">
            Usage Guidelines
          </h2>
          <div className="feature-grid">
            <div className="card">
              <h3>Rate limits</h3>
              <p>
                No rate limits are currently enforced. Please cache responses and avoid needless repeated requests; we
                reserve the right to add rate limiting or require authentication in the future.
              </p>
            </div>
            <div className="card">
              <h3>Data attribution</h3>
              <p>
                Each part of the data has its own licence, in the table below and on the{' '}
                <Link to="/about#licences">About page</Link>; every answer links to it in a{' '}
                <code>Link: &lt;/about#licences&gt;; rel=&quot;license&quot;</code> header. Where you show an island's
                satellite picture, show the acknowledgement NASA GIBS asks for, given with it as{' '}
                <code>satellite.credit</code>.
              </p>
            </div>
            <div className="card">
              <h3>Commercial use</h3>
              <p>
                Personal and commercial use are both welcome, free of charge, with the credit each licence asks; a
                database made from the coastlines or the remoteness figures is shared under the ODbL.
              </p>
            </div>
          </div>
          <h3 id="api-licences-heading">Licences</h3>
          <Suspense>
            <LicenceTable />
          </Suspense>
        </section>

        <aside className="card support-box" aria-labelledby="support-heading">
          <MailIcon className="support-box__icon" />
          <div>
            <h2 id="support-heading">Need help with the API?</h2>
            <p>Questions, bug reports and ideas for new endpoints are welcome.</p>
          </div>
          <Link to="/contact" className={buttonClass('primary')}>
            Contact Support
          </Link>
        </aside>
      </div>
    </TooltipProvider>
  );
}

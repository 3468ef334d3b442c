// First, before zod can load anywhere: no eval probe under the strict CSP.
import './lib/strict-csp';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter, loadRoutesFor } from './app/router';
import { readRuntimeConfig } from './lib/config';
import { createDataSource, dataSourceKind } from './lib/create-data-source';
import { createQueryClient } from './lib/query-client';
import { hydrateServerState } from './lib/server-state';
import { markHydrated } from './lib/use-hydrated';
import './styles/global.css';

/**
 * Once the app has taken over the page: what only the browser knows is drawn, in a task after the
 * hydration's, and #root is marked (tests and tools wait for it).
 */
function MarkStarted() {
  useEffect(() => {
    const timer = setTimeout(() => {
      markHydrated();
      document.getElementById('root')?.setAttribute('data-hydrated', 'true');
    });
    return () => clearTimeout(timer);
  }, []);
  return null;
}

async function start(root: HTMLElement) {
  const kind = dataSourceKind();
  const dataSource = await createDataSource(kind);
  const queryClient = createQueryClient({ local: kind === 'ipc' });
  const config = readRuntimeConfig();
  // A page the server rendered carries its data: start from it, and take over its HTML.
  const rendered = kind === 'http' && hydrateServerState(queryClient);
  if (rendered) await loadRoutesFor(window.location.pathname);
  const app = (
    <StrictMode>
      <AppProvider dataSource={dataSource} queryClient={queryClient} config={config}>
        {/* The desktop app loads one file, so it routes in the hash. */}
        <RouterProvider router={createAppRouter(kind === 'ipc' ? 'hash' : 'browser')} />
      </AppProvider>
      <MarkStarted />
    </StrictMode>
  );
  if (!rendered) {
    createRoot(root).render(app);
    return;
  }
  // Hydrate as a transition, which React does in slices that leave the page responsive.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);

// First, before zod can load anywhere: no eval probe under the strict CSP.
import './lib/strict-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { readRuntimeConfig } from './lib/config';
import { createDataSource, dataSourceKind } from './lib/create-data-source';
import { createQueryClient } from './lib/query-client';
import './styles/global.css';

async function start(root: HTMLElement) {
  const kind = dataSourceKind();
  const dataSource = await createDataSource(kind);
  createRoot(root).render(
    <StrictMode>
      <AppProvider dataSource={dataSource} queryClient={createQueryClient()} config={readRuntimeConfig()}>
        {/* The desktop app loads one file, so it routes in the hash. */}
        <RouterProvider router={createAppRouter(kind === 'ipc' ? 'hash' : 'browser')} />
      </AppProvider>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);

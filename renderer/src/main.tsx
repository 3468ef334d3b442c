// First, before any module parses with zod: no eval probe under the strict CSP.
import './lib/strict-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { readRuntimeConfig } from './lib/config';
import { createDataSource } from './lib/create-data-source';
import { createQueryClient } from './lib/query-client';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider dataSource={createDataSource('http')} queryClient={createQueryClient()} config={readRuntimeConfig()}>
      <RouterProvider router={createAppRouter('browser')} />
    </AppProvider>
  </StrictMode>,
);

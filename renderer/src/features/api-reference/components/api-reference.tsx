import { useEffect, useRef, useState } from 'react';
import type { OpenApiDocument } from '@core/contract/openapi-document';
import { loadRedoc } from '../load-redoc';
import '../api-reference.css';

/**
 * Redoc's options: no search (it runs in a worker made from a blob: URL, which the CSP refuses;
 * the browser's find does the same), colours that keep WCAG AA contrast on white, and the
 * site's own fonts, so nothing is fetched from another host.
 */
const REDOC_OPTIONS = {
  disableSearch: true,
  hideDownloadButton: false,
  jsonSampleExpandLevel: 2,
  nativeScrollbars: true,
  scrollYOffset: 0,
  theme: {
    colors: {
      primary: { main: '#0b5f73' },
      text: { primary: '#1f2a30' },
      // Redoc's greens, reds and ambers fall just short of 4.5:1 on their own tinted panels.
      success: { main: '#17692a' },
      error: { main: '#a8221c' },
      warning: { main: '#7a4f00' },
      responses: {
        success: { color: '#155f24', backgroundColor: '#eaf2e7' },
        error: { color: '#9c1f19', backgroundColor: '#f8eae6' },
        redirect: { color: '#6b4500', backgroundColor: '#f4efe4' },
        info: { color: '#0b4f61', backgroundColor: '#e6f0f2' },
      },
    },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      code: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
    },
    sidebar: { backgroundColor: '#f4f1ea', textColor: '#1f2a30' },
    rightPanel: { backgroundColor: '#1f2a30' },
  },
};

type State = 'loading' | 'ready' | 'failed';

/** Every operation, parameter and schema of the document, rendered by Redoc into this element. */
export function ApiReference({ document }: { document: OpenApiDocument }) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('loading');
  useEffect(() => {
    let current = true;
    loadRedoc().then(
      (redoc) => {
        if (!current || !host.current) return;
        redoc.init(document, REDOC_OPTIONS, host.current, (error) => current && setState(error ? 'failed' : 'ready'));
      },
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [document]);
  return (
    <>
      {state === 'loading' ? (
        <p className="api-reference__status" role="status">
          Loading the API reference…
        </p>
      ) : null}
      {state === 'failed' ? (
        <p className="api-reference__status" role="alert">
          The API reference could not be shown. The OpenAPI document is at /api/openapi.json.
        </p>
      ) : null}
      <div ref={host} className="api-reference" data-state={state} />
    </>
  );
}

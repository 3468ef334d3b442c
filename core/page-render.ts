import type { CatalogueReads } from './catalogue/catalogue-operations';

/** What the server asks of the renderer's server entry for one page. */
export interface PageRenderRequest {
  /** The path and query, as requested: '/island/tristan-da-cunha', '/explore?region=arctic'. */
  url: string;
  /** The site's public origin, for canonical links: 'https://isolario.org'. */
  origin: string;
  reads: CatalogueReads;
  analyticsUrl?: string;
  /** Told of errors the render recovered from (a part then renders in the browser instead). */
  onError?: (error: unknown) => void;
}

/** A rendered page, in the parts the server fits into the built index.html. */
export interface RenderedPage {
  /** 404 for a path that is no page, an unknown island or category; else 200. */
  /** 503 when the data of the page could not be read (logged through onError). */
  status: 200 | 404 | 503;
  /** Title, description, canonical, Open Graph and Twitter tags, JSON-LD. */
  head: string;
  /** The app's HTML, for inside #root. */
  body: string;
  /** The data the page rendered with, as JSON for the browser to hydrate from. */
  state: string;
}

/** The server entry's export (renderer/src/entry-server.tsx, built to STATIC_DIR/.ssr/). */
export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;

import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Isolario';

export interface PageMeta {
  /** The full title, '{title} · Isolario'. */
  title: string;
  description: string;
  /** schema.org data about what the page describes (an island is a Place). */
  structuredData?: Record<string, unknown>;
}

/**
 * Where the server render collects the page's meta while it renders (the browser has none and
 * sets the document's own head instead). Effects do not run on the server, so this is written
 * during render; the last page component to render wins.
 */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

export const fullTitle = (title: string) => (title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`);

/** Sets the document title ('{title} · Isolario') and meta description for the current screen. */
export function usePageMeta(title: string, description: string, structuredData?: Record<string, unknown>): void {
  const collect = useContext(PageMetaCollector);
  collect?.({ title: fullTitle(title), description, ...(structuredData ? { structuredData } : {}) });
  useEffect(() => {
    document.title = fullTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

import { useEffect } from 'react';

export const SITE_NAME = 'Isolario';

/** Sets the document title ('{title} · Isolario') and meta description for the current screen. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

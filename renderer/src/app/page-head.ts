import type { PageMeta } from '@/lib/use-page-meta';
import { SITE_NAME } from '@/lib/use-page-meta';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The head a rendered page is shared and indexed by: title, description, canonical address, and
 * the Open Graph and Twitter card tags link previews read (no image: the site has no raster
 * picture of most islands), plus the page's schema.org data as JSON-LD (inert to the CSP).
 */
export function pageHeadHtml(meta: PageMeta, canonicalUrl: string): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const url = escapeHtml(canonicalUrl);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ];
  if (meta.structuredData) {
    const json = JSON.stringify({ ...meta.structuredData, url: canonicalUrl }).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}

import type { RenderedPage } from '@core/page-render';

/** Runtime configuration the renderer reads from the page; inert JSON, so the CSP allows it. */
export function configScript(config: { analyticsUrl?: string; origin?: string }): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script id="isolario-config" type="application/json">${json}</script>`;
}

const TEMPLATE_TITLE = /<title>[\s\S]*?<\/title>/;
const TEMPLATE_DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>/;

/**
 * The built index.html with a rendered page in it: the page's head in place of the template's
 * title and description, its HTML inside #root, and its data as inert JSON at the end of the
 * body (after the content, so a slow network paints the page before the data has arrived).
 */
export function pageHtml(template: string, page: RenderedPage, config: { analyticsUrl?: string; origin: string }) {
  // Replacer functions: a '$&' in an island's text must stay text, not a replacement pattern.
  return template
    .replace(TEMPLATE_DESCRIPTION, '')
    .replace(TEMPLATE_TITLE, () => page.head)
    .replace('</head>', () => `${configScript(config)}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`)
    .replace('</body>', () => `<script id="isolario-state" type="application/json">${page.state}</script></body>`);
}

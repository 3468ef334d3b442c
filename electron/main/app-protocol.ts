import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_HOST } from './window-policy';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The file under rendererDir an app:// URL names, or undefined for another host or a way out of it. */
export function resolveAppFile(requestUrl: string, rendererDir: string): string | undefined {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return undefined;
  }
  if (url.host !== APP_HOST) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  if (pathname.includes('\0')) return undefined;
  const root = path.resolve(rendererDir);
  const file = path.resolve(root, `.${pathname === '/' ? '/index.html' : pathname}`);
  return file.startsWith(root + path.sep) ? file : undefined;
}

/**
 * Answers an app:// request from the built renderer with its content type and the CSP; the
 * hash router keeps every route on index.html, so anything missing is a plain 404.
 */
export async function serveAppRequest(request: Request, rendererDir: string, csp: string): Promise<Response> {
  const file = resolveAppFile(request.url, rendererDir);
  const headers = { 'Content-Security-Policy': csp, 'X-Content-Type-Options': 'nosniff' };
  if (!file) return new Response('Not found', { status: 404, headers });
  try {
    const body = await readFile(file);
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    return new Response(body, { status: 200, headers: { ...headers, 'Content-Type': type } });
  } catch {
    return new Response('Not found', { status: 404, headers });
  }
}

import { readFile, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webmanifest': 'application/manifest+json',
};

async function fileStats(path: string): Promise<Stats | undefined> {
  try {
    const s = await stat(path);
    return s.isFile() ? s : undefined;
  } catch {
    return undefined;
  }
}

/** The file a URL path names inside root, with its stats, or undefined; never a file outside root. */
export async function resolveFile(root: string, urlPath: string): Promise<{ path: string; stats: Stats } | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  for (const path of [full, join(full, 'index.html')]) {
    const stats = await fileStats(path);
    if (stats) return { path, stats };
  }
  return undefined;
}

export interface StaticOptions {
  /** Folder to serve; a function so that a rebuilt site can be swapped in between requests. */
  root: () => string;
  /** Served with status 404 when nothing matches. */
  notFoundPage?: string;
  /** URL prefix that maps to root, e.g. '/media' for root/gallery/x.jpg at /media/gallery/x.jpg. */
  prefix?: string;
  /** Cache-Control for files that are not content-hashed. */
  cacheControl?: string;
  /** Extra headers for an HTML page, from its text (its CSP); remembered per file version. */
  htmlHeaders?: (html: string) => Record<string, string>;
}

/**
 * Serves a folder. Hashed build assets (/_astro/) are cached for a year; other files carry an ETag
 * so that a revalidation (a browser, or the build re-reading API images) costs a 304, not the file.
 */
export function staticFiles({ root, notFoundPage, prefix = '', cacheControl = 'public, max-age=0, must-revalidate', htmlHeaders }: StaticOptions) {
  const pageHeaders = new Map<string, Record<string, string>>();
  const extraHeaders = (path: string, version: string, body: Uint8Array): Record<string, string> => {
    if (!htmlHeaders || !path.endsWith('.html')) return {};
    const key = `${path}\0${version}`;
    let headers = pageHeaders.get(key);
    if (!headers) {
      headers = htmlHeaders(new TextDecoder().decode(body));
      if (pageHeaders.size > 5000) pageHeaders.clear();
      pageHeaders.set(key, headers);
    }
    return headers;
  };
  return async (c: Context) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method not allowed', 405);
    const dir = root();
    const file = c.req.path.startsWith(prefix) ? await resolveFile(dir, c.req.path.slice(prefix.length)) : undefined;
    if (!file) {
      const page = notFoundPage && (await resolveFile(dir, notFoundPage));
      if (page) {
        const body = new Uint8Array(await readFile(page.path));
        return c.body(body, 404, { 'content-type': TYPES['.html'], ...extraHeaders(page.path, String(page.stats.mtimeMs), body) });
      }
      return c.text('Not found', 404);
    }
    const etag = `W/"${file.stats.size.toString(16)}-${Math.floor(file.stats.mtimeMs).toString(16)}"`;
    const headers = {
      'content-type': TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': c.req.path.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : cacheControl,
      etag,
      'last-modified': file.stats.mtime.toUTCString(),
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const body = new Uint8Array(await readFile(file.path));
    const all = { ...headers, ...extraHeaders(file.path, etag, body) };
    if (c.req.method === 'HEAD') return c.body(null, 200, all);
    return c.body(body, 200, all);
  };
}

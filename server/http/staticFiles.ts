import { readFile, stat } from 'node:fs/promises';
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

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path names inside root, or undefined; never a file outside root. */
export async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  if (await isFile(full)) return full;
  const index = join(full, 'index.html');
  if (await isFile(index)) return index;
  return undefined;
}

export interface StaticOptions {
  /** Folder to serve; a function so that a rebuilt site can be swapped in between requests. */
  root: () => string;
  /** Served with status 404 when nothing matches. */
  notFoundPage?: string;
}

/** Serves a folder; hashed build assets are cached for a year, everything else revalidates. */
export function staticFiles({ root, notFoundPage }: StaticOptions) {
  return async (c: Context) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method not allowed', 405);
    const dir = root();
    const file = await resolveFile(dir, c.req.path);
    if (!file) {
      const page = notFoundPage && (await resolveFile(dir, notFoundPage));
      if (page) return c.body(await readFile(page), 404, { 'content-type': TYPES['.html'] });
      return c.text('Not found', 404);
    }
    const immutable = c.req.path.startsWith('/_astro/');
    const headers = {
      'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(await readFile(file)), 200, headers);
  };
}

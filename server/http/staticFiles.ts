import { readFile, realpath, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { chooseEncoding, CODINGS, type Coding } from './acceptEncoding.ts';
import { contentType, isCompressible } from './contentTypes.ts';

async function fileStats(path: string): Promise<Stats | undefined> {
  try {
    const s = await stat(path);
    return s.isFile() ? s : undefined;
  } catch {
    return undefined;
  }
}

/** The extension a file stored in each coding carries beside the file itself. */
const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/** The file a URL path names inside root, with its stats, or undefined; never a file outside root. */
export async function resolveFile(root: string, urlPath: string): Promise<{ path: string; stats: Stats } | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  // The compressed copies are another form of their file, not files of their own.
  if (decoded.endsWith(SUFFIX.br) || decoded.endsWith(SUFFIX.gzip)) return undefined;
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  for (const path of [full, join(full, 'index.html')]) {
    const stats = await fileStats(path);
    if (stats) return { path, stats };
  }
  return undefined;
}

/** Whether an If-None-Match header names this entity tag (weak comparison, as for a GET). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The stored codings of a file: each copy that exists and is not older than the file. */
async function storedCodings(path: string, stats: Stats): Promise<{ coding: Coding; stats: Stats }[]> {
  const found = await Promise.all(CODINGS.map(async (coding) => ({ coding, stats: await fileStats(path + SUFFIX[coding]) })));
  return found.filter((f): f is { coding: Coding; stats: Stats } => f.stats !== undefined && f.stats.mtimeMs >= stats.mtimeMs);
}

export interface StaticOptions {
  /** Folder to serve; a function so that a rebuilt site can be swapped in between requests. */
  root: () => string;
  /** Served with status 404 when nothing matches, and when asked for by its own name. */
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
 *
 * A text file stored compressed beside itself (`x.html.br`, `x.html.gz`, written at build time) is
 * sent in the coding the request accepts best, so no request pays for compressing; each coding is
 * its own representation, with its own ETag and length, and `Vary: Accept-Encoding` tells caches so.
 */
export function staticFiles({
  root,
  notFoundPage,
  prefix = '',
  cacheControl = 'public, max-age=0, must-revalidate',
  htmlHeaders,
}: StaticOptions) {
  const pageHeaders = new Map<string, Record<string, string>>();
  const extraHeaders = async (path: string, version: string): Promise<Record<string, string>> => {
    if (!htmlHeaders || !path.endsWith('.html')) return {};
    const key = `${path}\0${version}`;
    let headers = pageHeaders.get(key);
    if (!headers) {
      // The page's own text, whichever coding is sent: its CSP hashes the scripts in it.
      headers = htmlHeaders(await readFile(path, 'utf8'));
      if (pageHeaders.size > 5000) pageHeaders.clear();
      pageHeaders.set(key, headers);
    }
    return headers;
  };

  const send = async (c: Context, file: { path: string; stats: Stats }, status: 200 | 404) => {
    const compressible = isCompressible(file.path);
    const accepted = c.req.header('accept-encoding');
    const stored = compressible && accepted ? await storedCodings(file.path, file.stats) : [];
    const coding = chooseEncoding(
      accepted,
      stored.map((s) => s.coding),
    );
    const sent = coding ? { path: file.path + SUFFIX[coding], stats: stored.find((s) => s.coding === coding)!.stats } : file;
    const version = `${file.stats.size.toString(16)}-${Math.floor(file.stats.mtimeMs).toString(16)}`;
    const etag = `W/"${version}${coding ? `-${coding}` : ''}"`;
    const headers: Record<string, string> = { 'content-type': contentType(file.path) };
    if (compressible) headers.vary = 'Accept-Encoding';
    if (status === 200) {
      headers['cache-control'] = c.req.path.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : cacheControl;
      headers.etag = etag;
      headers['last-modified'] = file.stats.mtime.toUTCString();
      if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    } else {
      headers['cache-control'] = 'no-cache';
    }
    Object.assign(headers, await extraHeaders(file.path, version));
    if (coding) headers['content-encoding'] = coding;
    if (c.req.method === 'HEAD') {
      headers['content-length'] = String(sent.stats.size);
      return c.body(null, status, headers);
    }
    // The length is the bytes sent, whatever happened to the file since it was looked at.
    const body = await readFile(sent.path);
    headers['content-length'] = String(body.length);
    return c.body(new Uint8Array(body), status, headers);
  };

  return async (c: Context) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method not allowed', 405, { allow: 'GET, HEAD' });
    // A site folder is a link that a Publish points at the next release between two requests: one
    // request reads one release, so its length, its headers and its bytes are of the same page.
    const dir = await realpath(root()).catch(() => root());
    const file = c.req.path.startsWith(prefix) ? await resolveFile(dir, c.req.path.slice(prefix.length)) : undefined;
    const notFoundPath = notFoundPage && normalize(join(dir, notFoundPage));
    // The not-found page is a 404 under its own name too, so that no crawler indexes it as a page.
    if (file && file.path !== notFoundPath) return send(c, file, 200);
    const page = notFoundPage && (file ?? (await resolveFile(dir, notFoundPage)));
    if (page) return send(c, page, 404);
    return c.text('Not found', 404);
  };
}

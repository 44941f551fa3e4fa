import { gzipSync } from 'node:zlib';

/**
 * What a built page makes the browser download before it is usable: its HTML, stylesheets,
 * scripts (following static and dynamic imports and the islands' component and renderer URLs)
 * and its eagerly loaded images, each with its gzip size as the server sends it.
 */
export interface Asset {
  url: string;
  kind: 'html' | 'css' | 'js' | 'image';
  bytes: number;
  gzipBytes: number;
  isReact: boolean;
}

type Fetcher = (url: string) => Promise<Uint8Array>;

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
// React's element marker: present in any bundle that carries React itself.
const REACT_MARKER = /Symbol\.for\(["']react\.(transitional\.)?element["']\)/;
const IMPORTS = /(?:\bimport\s*\(\s*|\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?|\bfrom\s*)["']([^"']+\.m?js)["']/g;

const gz = (b: Uint8Array) => gzipSync(b).byteLength;

/** The srcset candidate a phone of this width and density picks: the smallest wide enough. */
export function pickCandidate(srcset: string, cssWidth: number, dpr: number): string | undefined {
  const candidates = srcset
    .split(',')
    .map((c) => c.trim().split(/\s+/))
    .map(([url, w]) => ({ url, w: Number.parseInt(w ?? '0', 10) || 0 }))
    .sort((a, b) => a.w - b.w);
  return (candidates.find((c) => c.w >= cssWidth * dpr) ?? candidates.at(-1))?.url;
}

export async function pageWeight(
  origin: string,
  path: string,
  fetchBytes: Fetcher,
  viewport: { width: number; dpr: number },
): Promise<Asset[]> {
  const pageUrl = new URL(path, origin).href;
  const htmlBytes = await fetchBytes(pageUrl);
  const html = new TextDecoder().decode(htmlBytes);
  const assets: Asset[] = [{ url: pageUrl, kind: 'html', bytes: htmlBytes.byteLength, gzipBytes: gz(htmlBytes), isReact: false }];
  const seen = new Set<string>();

  const addJs = async (url: string): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    const bytes = await fetchBytes(url);
    const text = new TextDecoder().decode(bytes);
    assets.push({ url, kind: 'js', bytes: bytes.byteLength, gzipBytes: gz(bytes), isReact: REACT_MARKER.test(text) });
    for (const m of text.matchAll(IMPORTS)) await addJs(new URL(m[1], url).href);
  };

  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'stylesheet') {
      const url = new URL(href, pageUrl).href;
      const bytes = await fetchBytes(url);
      assets.push({ url, kind: 'css', bytes: bytes.byteLength, gzipBytes: gz(bytes), isReact: false });
    } else if (rel === 'modulepreload') await addJs(new URL(href, pageUrl).href);
  }
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = attr(tag, 'src');
    if (src) await addJs(new URL(src, pageUrl).href);
  }
  for (const tag of html.match(/<astro-island\b[^>]*>/g) ?? []) {
    for (const name of ['component-url', 'renderer-url']) {
      const u = attr(tag, name);
      if (u) await addJs(new URL(u, pageUrl).href);
    }
  }
  // Inline scripts count too: they are part of the HTML already, but React inlined would still be React.
  if (REACT_MARKER.test(html)) assets[0].isReact = true;

  // Eager images: what the phone downloads for the first screen (the LCP image).
  for (const picture of html.match(/<picture>[\s\S]*?<\/picture>/g) ?? []) {
    const img = picture.match(/<img\b[^>]*>/)?.[0] ?? '';
    if (attr(img, 'loading') === 'lazy') continue;
    const avif = picture.match(/<source\b[^>]*type="image\/avif"[^>]*>/)?.[0];
    const srcset = (avif && attr(avif, 'srcset')) ?? attr(img, 'srcset') ?? attr(img, 'src');
    const chosen = srcset && pickCandidate(srcset, viewport.width, viewport.dpr);
    if (!chosen) continue;
    const url = new URL(chosen, pageUrl).href;
    const bytes = await fetchBytes(url);
    assets.push({ url, kind: 'image', bytes: bytes.byteLength, gzipBytes: bytes.byteLength, isReact: false });
  }
  for (const img of html.replace(/<picture>[\s\S]*?<\/picture>/g, '').match(/<img\b[^>]*>/g) ?? []) {
    const src = attr(img, 'src');
    if (!src || attr(img, 'loading') === 'lazy' || src.startsWith('data:')) continue;
    const url = new URL(src, pageUrl).href;
    const bytes = await fetchBytes(url);
    assets.push({ url, kind: 'image', bytes: bytes.byteLength, gzipBytes: bytes.byteLength, isReact: false });
  }
  return assets;
}

export const totalKB = (assets: Asset[], kinds: Asset['kind'][]) =>
  assets.filter((a) => kinds.includes(a.kind)).reduce((n, a) => n + a.gzipBytes, 0) / 1024;

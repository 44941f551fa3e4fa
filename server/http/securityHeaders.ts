import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

const OPENER_POLICY = { 'cross-origin-opener-policy': 'same-origin' };

/** Headers every response carries, page or API (and OPENER_POLICY on all but the information pages). */
export const BASE_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  // The CSP's frame-ancestors 'none', for browsers that predate it: no one may frame the site.
  'x-frame-options': 'DENY',
};

/**
 * Only a site served over HTTPS may tell browsers to keep to HTTPS: sent from a plain-http site
 * (a local run), it would pin the host name to an HTTPS that is not there.
 */
export const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** sha256 sources for every inline script of a page, so those and only those may run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export interface CspOptions {
  /** Another origin the browser calls for the API (API_ORIGIN), if not this one. */
  apiOrigin?: string;
  /** Origins of a live card widget: its script, its frames and its calls. */
  paymentOrigins?: string[];
}

/**
 * The page's Content-Security-Policy: scripts from this origin and the page's own inline scripts
 * (by hash, so an injected one cannot run), no plugins, no <base>, no framing by others. Frames
 * only from the two embeds a visitor asks for (a map, a video).
 */
export function contentSecurityPolicy(html: string, { apiOrigin, paymentOrigins = [] }: CspOptions = {}): string {
  const api = apiOrigin ? ` ${new URL(apiOrigin).origin}` : '';
  const pay = paymentOrigins.map((o) => ` ${o}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${pay} ${inlineScriptHashes(html).join(' ')}`.trim(),
    // Inline style attributes (a carousel's transform, a progress bar's width) and runtime toasts.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${api}`,
    "font-src 'self'",
    `connect-src 'self'${api}${pay}`,
    `frame-src https://www.google.com https://www.youtube-nocookie.com${pay}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The information pages, the same for every visitor: they neither show nor take anyone's data,
 * so a window that opened one gains nothing by keeping hold of it. They go without the opener
 * policy, which gives a page a new renderer process on arrival (a new browsing context group):
 * Lighthouse's mobile run measured it at about 0.3 s of the home page's first paint
 * (docs/performance.md). Every other page, and every call, keeps it.
 */
const INFORMATION_PAGES = new Set(['/', '/about', '/Faqs', '/Reviews', '/gallery', '/Terms', '/PrivacyPolicy', '/RefundPolicy']);

/** Whether the page at `path` (as asked: '/about/', '/about/index.html') is an information page. */
export function isInformationPage(path: string): boolean {
  const page = path.replace(/\/index\.html$/, '/').replace(/([^/])\/$/, '$1');
  return INFORMATION_PAGES.has(page);
}

/** Sets the base headers (and HSTS when the site is HTTPS) on every response that lacks them. */
export const baseHeaders = ({ https }: { https: boolean }): MiddlewareHandler => {
  const headers = Object.entries(https ? { ...BASE_HEADERS, ...HSTS } : BASE_HEADERS);
  const opener = Object.entries(OPENER_POLICY);
  return async (c, next) => {
    await next();
    for (const [name, value] of isInformationPage(c.req.path) ? headers : [...headers, ...opener]) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
};

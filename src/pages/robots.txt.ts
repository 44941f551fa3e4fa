import type { APIRoute } from 'astro';

/** Crawl the site, not the API or the editors' trigger. */
export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nAllow: /\nDisallow: /v1/\nDisallow: /admin/\n\nSitemap: ${new URL('/sitemap.xml', site).href}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

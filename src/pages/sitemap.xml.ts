import type { APIRoute } from 'astro';
import { INDEXED_PATHS } from '@/lib/site/config.ts';

/** The pages search engines should know, on the site's public address (SITE_URL). */
export const GET: APIRoute = ({ site }) => {
  const urls = INDEXED_PATHS.map((path) => `  <url><loc>${new URL(path, site).href}</loc></url>`).join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};

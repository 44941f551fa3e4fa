// @ts-check
import { defineConfig, passthroughImageService } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { readFile, writeFile } from 'node:fs/promises';
import { loadAfterFirstPaint } from './src/lib/site/afterFirstPaint.ts';

// Every page is pre-rendered at build time from the booking API (see src/lib/site/buildClient.ts).
// React is only for the islands that hydrate where a person acts; pages without one ship no React.
// The build reads images from the API it is built against, at an address that stays the same from
// one release to the next (BUILD_MEDIA_ORIGIN, set by server/site/astroBuild.ts).
const apiOrigin = new URL(process.env.BUILD_MEDIA_ORIGIN || process.env.BUILD_API_ORIGIN || 'http://localhost:4321');

// Each build's own working folders (server/site/astroWorkDir.ts): two builds in one project share none.
const workDir = process.env.ASTRO_WORK_DIR;

/** `client:afterpaint` (src/islands/hydrateAfterPaint.ts). @type {import('astro').AstroIntegration} */
const afterPaintDirective = {
  name: 'client-afterpaint',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'afterpaint', entrypoint: './src/islands/hydrateAfterPaint.ts' }),
  },
};

/** <after-first-paint> scripts loaded after the page's first paint (src/lib/site/afterFirstPaint.ts). @type {import('astro').AstroIntegration} */
const afterFirstPaintScripts = {
  name: 'after-first-paint-scripts',
  hooks: {
    'astro:build:done': async ({ dir, pages }) => {
      for (const { pathname } of pages) {
        const file = new URL(`${pathname}${pathname === '' || pathname.endsWith('/') ? '' : '/'}index.html`, dir);
        const html = await readFile(file, 'utf8').catch(() => undefined);
        if (html?.includes('<after-first-paint>')) await writeFile(file, loadAfterFirstPaint(html));
      }
    },
  },
};

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  // SITE_DIR is where the server serves the site from; building elsewhere lets a rebuild be swapped in whole.
  outDir: process.env.SITE_DIR || './dist',
  cacheDir: workDir ? `${workDir}/cache` : undefined,
  trailingSlash: 'ignore',
  // The stylesheet goes inside each page: on a slow mobile network a separate file costs the
  // first paint a round trip, more than its bytes cost a page that is not the first one visited.
  build: { format: 'directory', inlineStylesheets: 'always' },
  prefetch: false,
  integrations: [react(), afterPaintDirective, afterFirstPaintScripts],
  image: {
    // AVIF at effort 2 encodes several times faster than sharp's default 4 for a few per cent more
    // bytes: a cold build of every image stays in minutes, not tens of minutes.
    service:
      // SITE_IMAGES=original copies every image as it is: for tests of something else than images
      // (the content rebuild), whose builds would otherwise spend most of their time encoding.
      process.env.SITE_IMAGES === 'original'
        ? passthroughImageService()
        : { entrypoint: 'astro/assets/services/sharp', config: { avif: { effort: 2, quality: 55 }, webp: { quality: 72 } } },
    remotePatterns: [{ protocol: apiOrigin.protocol.replace(':', ''), hostname: apiOrigin.hostname, port: apiOrigin.port }],
  },
  vite: { plugins: [tailwindcss()], ...(workDir ? { cacheDir: `${workDir}/vite` } : {}) },
});

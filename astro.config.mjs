// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

// Every page is pre-rendered at build time from the booking API (see src/lib/site/buildClient.ts).
// React is only for the islands that hydrate where a person acts; pages without one ship no React.
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  prefetch: false,
  integrations: [react()],
  vite: { plugins: [tailwindcss()] },
});

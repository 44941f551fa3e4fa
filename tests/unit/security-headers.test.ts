import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, isInformationPage } from '../../server/http/securityHeaders.ts';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, each once', () => {
    const html = `<script>a()</script><script type="module" src="/_astro/x.js"></script><script type="module">b()</script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy('<script>go()</script>', { apiOrigin: 'https://api.example.in/x' });
  it.each([
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `script-src 'self' ${sha('go()')}`,
    "connect-src 'self' https://api.example.in",
  ])('contains %s', (part) => expect(csp.split('; ')).toContain(part));

  it('never allows inline script wholesale or eval', () => {
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });
});

describe('isInformationPage', () => {
  it.each(['/', '/index.html', '/about', '/about/', '/about/index.html', '/Faqs/', '/gallery', '/RefundPolicy/index.html'])(
    '%s is one',
    (path) => expect(isInformationPage(path)).toBe(true),
  );
  it.each(['/profile', '/desk', '/Checkout', '/my-booking', '/enquiry', '/theaters', '/aboutx', '/v1/theatre/x', '//', '/about//'])(
    '%s is not',
    (path) => expect(isInformationPage(path)).toBe(false),
  );
});

import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/site/sanitizeHtml.ts';
import { editorOutput } from '../../src/islands/desk/richtext/editorOutput.ts';
import { isKeptHref, linkHref } from '../../src/islands/desk/richtext/linkHref.ts';

/** The href the site keeps on a link, or undefined when it drops it. */
const siteKeeps = (href: string): string | undefined => /href="([^"]*)"/.exec(sanitizeHtml(`<a href="${href}">x</a>`))?.[1];

describe('the desk editor makes only links the site keeps', () => {
  it.each([
    'https://example.com',
    'http://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM',
    'mailto:hello@example.com',
    'tel:+919876543210',
    'tel:+91 98765 43210',
    '/RefundPolicy',
    '/',
    '/theaters#gallery',
  ])('keeps %s as it is, as the site does', (href) => {
    expect(linkHref(href)).toBe(href);
    expect(isKeptHref(href)).toBe(true);
    expect(siteKeeps(href)).toBe(href);
  });

  it.each([
    ['example.com', 'https://example.com'],
    ['www.example.co.in/offers', 'https://www.example.co.in/offers'],
    ['hello@example.com', 'mailto:hello@example.com'],
    ['  https://example.com  ', 'https://example.com'],
  ])('completes what was typed: %s as %s, which the site keeps', (typed, href) => {
    expect(linkHref(typed)).toBe(href);
    expect(siteKeeps(href)).toBe(href);
    // An address typed without its scheme is not one a loaded text may already have.
    expect(isKeptHref(typed)).toBe(typed === href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'ftp://example.com/file',
    '//evil.test/path',
  ])('refuses %s, which the site drops', (href) => {
    expect(linkHref(href)).toBeUndefined();
    expect(siteKeeps(href)).toBeUndefined();
  });

  it.each([
    // A browser reads '/\host' as '//host': another site. The sanitiser's rule is the same for '\\'.
    '/\\evil.test',
    'java\tscript:alert(1)',
    'https:///evil.test',
    // Kept by the site but relative to wherever the text is shown: the editor asks for '/page'.
    'RefundPolicy',
    '#refunds',
    '',
    '   ',
  ])('refuses %j, stricter than the site', (href) => {
    expect(linkHref(href)).toBeUndefined();
    expect(isKeptHref(href)).toBe(false);
  });
});

describe('editorOutput', () => {
  it('is empty for an empty text', () => expect(editorOutput('<p></p>')).toBe(''));
  it('drops the empty paragraphs at the end only', () =>
    expect(editorOutput('<p>a</p><p></p><p>b</p><p></p><p></p>')).toBe('<p>a</p><p></p><p>b</p>'));
  it('leaves a text without them alone', () =>
    expect(editorOutput('<h2>T</h2><ul><li><p>x</p></li></ul>')).toBe('<h2>T</h2><ul><li><p>x</p></li></ul>'));
});

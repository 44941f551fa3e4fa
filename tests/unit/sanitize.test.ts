import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/site/sanitizeHtml.ts';
import { dropTitleHeading } from '../../src/lib/site/dropTitleHeading.ts';
import { normaliseHeadings } from '../../src/lib/site/normaliseHeadings.ts';

describe('sanitizeHtml removes what could run or load', () => {
  it.each([
    ['a script and its code', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['a script in upper case', '<SCRIPT SRC="https://evil.test/x.js"></SCRIPT><p>ok</p>', '<p>ok</p>'],
    ['an onerror handler (and the img)', '<p>a<img src="x" onerror="alert(1)">b</p>', '<p>ab</p>'],
    ['an onclick on an allowed tag', '<p onclick="alert(1)">text</p>', '<p>text</p>'],
    ['an iframe and its content', '<iframe src="https://evil.test">fallback</iframe><p>x</p>', '<p>x</p>'],
    ['a style element', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['style and class attributes', '<p style="color:red" class="big">x</p>', '<p>x</p>'],
    ['an svg with script', '<svg><script>alert(1)</script></svg><p>x</p>', '<p>x</p>'],
  ])('%s', (_, input, output) => expect(sanitizeHtml(input)).toBe(output));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.test/path',
  ])('drops the href %s but keeps the link text', (href) => {
    const out = sanitizeHtml(`<a href="${href}">click</a>`);
    expect(out).not.toMatch(/href/i);
    expect(out).not.toMatch(/javascript|vbscript|data:|evil/i);
    expect(out).toContain('click');
  });
});

describe('sanitizeHtml keeps the structure of the text', () => {
  it('keeps headings, lists, emphasis, breaks, rules and quotes as they are', () => {
    const html =
      '<h2>Terms</h2><h3>1. Booking</h3><p>Pay <strong>₹750</strong> <em>now</em>, <b>b</b> <i>i</i> <u>u</u><br>then</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><hr><blockquote>quoted</blockquote>';
    expect(sanitizeHtml(html)).toBe(html.replace('<br>', '<br />').replace('<hr>', '<hr />'));
  });

  it('keeps basic tables with spans and scope', () => {
    const html =
      '<table><caption>Fees</caption><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['https://example.com/a?b=c', 'https://example.com/a?b=c'],
    ['http://example.com', 'http://example.com'],
    ['mailto:hello@cinecelebrations.in', 'mailto:hello@cinecelebrations.in'],
    ['tel:+919876543210', 'tel:+919876543210'],
    ['/RefundPolicy', '/RefundPolicy'],
  ])('keeps the link %s and adds rel="noopener noreferrer"', (href, kept) => {
    expect(sanitizeHtml(`<a href="${href}" target="_blank" rel="opener">x</a>`)).toBe(`<a href="${kept}" rel="noopener noreferrer">x</a>`);
  });

  it('turns an h1 into an h2: the page has its own h1', () => {
    expect(sanitizeHtml('<h1>Title</h1><p>x</p>')).toBe('<h2>Title</h2><p>x</p>');
  });

  it('unwraps unknown tags to their text', () => {
    expect(sanitizeHtml('<div><span>kept</span> text</div>')).toBe('kept text');
  });
});

describe('dropTitleHeading', () => {
  it.each([
    ['<h2>Terms and Conditions</h2><p>x</p>', 'Terms and Conditions', '<p>x</p>'],
    ['\n<h2> refund   POLICY </h2>\n<p>x</p>', 'Refund Policy', '<p>x</p>'],
    ['<h2><strong>Privacy Policy</strong></h2><p>x</p>', 'Privacy Policy', '<p>x</p>'],
    ['<h2>Terms &amp; Conditions</h2><p>x</p>', 'Terms & Conditions', '<p>x</p>'],
  ])('drops a first heading that repeats the title: %s', (html, title, out) => expect(dropTitleHeading(html, title)).toBe(out));

  it.each([
    ['<h2>Booking</h2><p>x</p>', 'Terms and Conditions'],
    ['<p>Intro</p><h2>Terms and Conditions</h2>', 'Terms and Conditions'],
    ['', 'Terms and Conditions'],
  ])('leaves other text alone: %s', (html, title) => expect(dropTitleHeading(html, title)).toBe(html));
});

describe('normaliseHeadings', () => {
  it.each([
    ['<h3>a</h3><p>x</p><h3>b</h3>', '<h2>a</h2><p>x</p><h2>b</h2>'],
    ['<h2>a</h2><h4>b</h4><h6>c</h6>', '<h2>a</h2><h3>b</h3><h4>c</h4>'],
    ['<h2>a</h2><h3>b</h3>', '<h2>a</h2><h3>b</h3>'],
    ['<h4>a</h4><h2>b</h2>', '<h3>a</h3><h2>b</h2>'],
    ['<p>no headings</p>', '<p>no headings</p>'],
  ])('%s becomes %s', (html, out) => expect(normaliseHeadings(html)).toBe(out));
});

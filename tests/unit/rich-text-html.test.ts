import { describe, expect, it } from 'vitest';
import { richTextHtml } from '../../src/lib/site/richTextHtml.ts';

describe('richTextHtml (the About text as its page shows it)', () => {
  it('shows a plain text as its paragraphs, escaped, its line breaks kept', () => {
    expect(richTextHtml('First <b>bold</b> & more.\n\nSecond\nline')).toBe(
      '<p>First &lt;b&gt;bold&lt;/b&gt; &amp; more.</p><p>Second<br>line</p>',
    );
  });

  it('sanitises the editor’s HTML and keeps its headings under the page’s h1', () => {
    const html = richTextHtml('<h1>Our story</h1><p onclick="x()">Since 2021.</p><script>alert(1)</script>');
    expect(html).toBe('<h2>Our story</h2><p>Since 2021.</p>');
  });
});

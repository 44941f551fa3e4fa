import { describe, expect, it } from 'vitest';
import { richTextHtml } from '../../src/lib/site/richTextHtml.ts';
import { formValuesOf } from '../../src/islands/desk/records/formValues.ts';

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

describe('a text from before the rich-text editor, opened at the desk', () => {
  it('opens as the paragraphs its page shows, so that a first save keeps them; HTML opens as it is', () => {
    const plain = formValuesOf('about', { title: 'About us', description: 'Since 2021.\n\nPrivate theatres\nin Hyderabad.', image: '' });
    expect(plain.description).toBe('<p>Since 2021.</p><p>Private theatres<br>in Hyderabad.</p>');
    expect(plain.description).toBe(richTextHtml('Since 2021.\n\nPrivate theatres\nin Hyderabad.'));
    expect(formValuesOf('about', { description: '<p>Since <strong>2021</strong>.</p>' }).description).toBe(
      '<p>Since <strong>2021</strong>.</p>',
    );
    // Plain text fields stay plain.
    expect(plain.title).toBe('About us');
  });
});

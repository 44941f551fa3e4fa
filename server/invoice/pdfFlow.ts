import { PageSizes, rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

/**
 * Text that flows down A4 pages: it wraps at a width, is cut after a number of lines, and moves to
 * a new page when the next block would not fit, so nothing a customer typed can run off the paper.
 */

export const MARGIN = 48;
const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Room kept at the foot of every page for its footer. */
const FOOTER_HEIGHT = 36;

export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.4, 0.4, 0.45);

export interface TextStyle {
  font: PDFFont;
  /** Faces for what `font` lacks (a name in an Indian script), tried in order. */
  fallbacks?: readonly PDFFont[];
  size: number;
  color?: RGB;
  /** Lines kept before the rest is cut with an ellipsis; default 3. */
  maxLines?: number;
}

export const lineHeight = (size: number): number => size * 1.35;

const charsets = new WeakMap<PDFFont, Set<number>>();

function charsetOf(font: PDFFont): Set<number> {
  let set = charsets.get(font);
  if (!set) charsets.set(font, (set = new Set(font.getCharacterSet())));
  return set;
}

const facesOf = (style: TextStyle): readonly PDFFont[] => [style.font, ...(style.fallbacks ?? [])];

/** The first face that has the character, or undefined. */
const faceFor = (faces: readonly PDFFont[], ch: string): PDFFont | undefined => faces.find((f) => charsetOf(f).has(ch.codePointAt(0) ?? 0));

/**
 * The text as the style's faces can draw it: line breaks and tabs become spaces; anything no face
 * has (other scripts, emoji) becomes '?', instead of throwing, but an invisible format character
 * none has (a joiner in Latin text) is left out rather than shown as '?'.
 */
export function drawable(style: TextStyle, text: string): string {
  const faces = facesOf(style);
  return Array.from(text.replace(/\s+/g, ' ').trim(), (ch) => (faceFor(faces, ch) ? ch : /\p{Cf}/u.test(ch) ? '' : '?')).join('');
}

/** Drawable text cut into runs of one face each: Latin stays in the style's own face, a name in Telugu goes to its own. */
export function runsOf(style: TextStyle, text: string): { font: PDFFont; text: string }[] {
  const faces = facesOf(style);
  const runs: { font: PDFFont; text: string }[] = [];
  for (const ch of text) {
    const font = faceFor(faces, ch) ?? style.font;
    const last = runs.at(-1);
    if (last?.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
}

/** The width of drawable text at `size`, each run measured in its own face. */
export const widthOf = (style: TextStyle, text: string, size = style.size): number =>
  runsOf(style, text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);

const pageFonts = new WeakMap<PDFPage, PDFFont>();

/**
 * pdf-lib adds a font entry to the page's resources each time a font is set, so the font is set
 * only when it changes: a page of many runs keeps a few entries, not one a run.
 */
function drawText(page: PDFPage, text: string, options: { x: number; y: number; size: number; font: PDFFont; color: RGB }): void {
  const { font, ...rest } = options;
  if (pageFonts.get(page) !== font) {
    page.setFont(font);
    pageFonts.set(page, font);
  }
  page.drawText(text, rest);
}

/** Draws drawable text from x on the baseline y, run by run, each in its face. */
function drawRuns(page: PDFPage, text: string, x: number, y: number, style: TextStyle, color: RGB): void {
  let at = x;
  for (const run of runsOf(style, text)) {
    drawText(page, run.text, { x: at, y, size: style.size, font: run.font, color });
    at += run.font.widthOfTextAtSize(run.text, style.size);
  }
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text's user-perceived characters: a conjunct with its vowel sign is one, never cut apart. */
const clustersOf = (text: string): string[] => Array.from(graphemes.segment(text), (g) => g.segment);

/** Splits a word wider than the line into pieces that fit. */
function breakWord(word: string, fits: (s: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of clustersOf(word)) {
    if (piece && !fits(piece + ch)) {
      pieces.push(piece);
      piece = '';
    }
    piece += ch;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** The lines `text` takes at `width`, at most `maxLines`, the last cut with '...' when there was more. */
export function wrap(text: string, width: number, style: TextStyle): string[] {
  const maxLines = style.maxLines ?? 3;
  const fits = (s: string) => widthOf(style, s) <= width;
  const words = drawable(style, text)
    .split(' ')
    .filter(Boolean)
    .flatMap((w) => (fits(w) ? [w] : breakWord(w, fits)));
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.length - 1;
    if (last >= 0 && fits(`${lines[last]} ${word}`)) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let end = kept[maxLines - 1];
  while (end && !fits(`${end}...`)) end = clustersOf(end).slice(0, -1).join('');
  kept[maxLines - 1] = `${end}...`;
  return kept;
}

/** A cursor down the pages of a document; `onNewPage` draws what each continued page repeats (a table's head). */
export class PageFlow {
  page!: PDFPage;
  y = 0;
  onNewPage?: () => void;
  private readonly doc: PDFDocument;

  constructor(doc: PDFDocument) {
    this.doc = doc;
    this.addPage();
  }

  private addPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.y - height >= MARGIN + FOOTER_HEIGHT) return;
    this.addPage();
    this.onNewPage?.();
  }

  /** Draws lines top-down from the cursor at x, right-aligned to x when `alignRight`; moves the cursor past them. */
  lines(lines: string[], x: number, style: TextStyle, alignRight = false): void {
    for (const line of lines) {
      this.drawLine(line, x, this.y, style, alignRight);
      this.y -= lineHeight(style.size);
    }
  }

  /** Draws one line with its top at y, without moving the cursor. */
  drawLine(line: string, x: number, y: number, style: TextStyle, alignRight = false): void {
    const text = drawable(style, line);
    const left = alignRight ? x - widthOf(style, text) : x;
    drawRuns(this.page, text, left, y - style.size, style, style.color ?? INK);
  }

  /** Wraps and draws a paragraph, keeping it on one page. */
  paragraph(text: string, x: number, width: number, style: TextStyle): void {
    const lines = wrap(text, width, style);
    this.ensure(lines.length * lineHeight(style.size));
    this.lines(lines, x, style);
  }

  rule(gap = 6): void {
    this.y -= gap;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + CONTENT_WIDTH, y: this.y }, thickness: 0.6, color: MUTED });
    this.y -= gap;
  }

  /** Writes "Page i of n" and `note` at the foot of every page, once all are drawn. */
  footers(note: string, style: TextStyle): void {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const y = MARGIN;
      const size = style.size;
      const noteText = wrap(note, CONTENT_WIDTH - 80, { ...style, maxLines: 1 })[0] ?? '';
      drawRuns(page, noteText, MARGIN, y, style, MUTED);
      const count = `Page ${i + 1} of ${pages.length}`;
      drawText(page, count, {
        x: MARGIN + CONTENT_WIDTH - style.font.widthOfTextAtSize(count, size),
        y,
        size,
        font: style.font,
        color: MUTED,
      });
    });
  }
}

import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream, type PDFObject, type PDFPage } from 'pdf-lib';

/** One run of text a page shows, where it starts, and at what size and font resource. */
export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  size: number;
  font: string;
}

const streamText = (stream: PDFRawStream): string => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

/** What each glyph id shows, from an embedded font's ToUnicode map (pdf-lib writes one bfchar entry a glyph). */
export function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const m of cmap.matchAll(/<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]*)>/g)) {
    const units = m[2].match(/.{4}/g) ?? [];
    map.set(parseInt(m[1], 16), String.fromCharCode(...units.map((u) => parseInt(u, 16))));
  }
  return map;
}

/**
 * How each font resource of the page turns a shown hex string into text: an embedded (Type0,
 * Identity-H) font by its ToUnicode map, two bytes a glyph; a standard font as WinAnsi (Latin-1
 * for what tests look for).
 */
function decodersOf(doc: PDFDocument, page: PDFPage): Map<string, (hex: string) => string> {
  const decoders = new Map<string, (hex: string) => string>();
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = doc.context.lookup(ref, PDFDict);
    const toUnicode = font.lookup(PDFName.of('ToUnicode'));
    if (font.get(PDFName.of('Subtype')) === PDFName.of('Type0') && toUnicode instanceof PDFRawStream) {
      const map = toUnicodeMap(streamText(toUnicode));
      decoders.set(name.decodeText(), (hex) => (hex.match(/.{4}/g) ?? []).map((g) => map.get(parseInt(g, 16)) ?? '\uFFFD').join(''));
    }
  }
  return decoders;
}

const latin1 = (hex: string): string => Buffer.from(hex, 'hex').toString('latin1');

/**
 * The text a PDF drawn with pdf-lib shows, page by page: each page's content streams decoded, and
 * the hex strings its text operators show read back through their font, with the position (Tm) and
 * font (Tf) set before them. Glyphs come in drawn order: a vowel sign drawn before its consonant
 * (Hindi's ि) reads before it.
 */
export async function pdfTextItems(bytes: Uint8Array): Promise<PdfTextItem[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents: PDFObject | undefined = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const ops = streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map(streamText)
      .join('\n');
    const decoders = decodersOf(doc, page);
    const items: PdfTextItem[] = [];
    let at = { x: 0, y: 0, size: 0, font: '' };
    for (const m of ops.matchAll(/\/(\S+) ([\d.]+) Tf|[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) ([\d.-]+) Tm|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (m[1]) at = { ...at, font: m[1], size: Number(m[2]) };
      else if (m[3]) at = { ...at, x: Number(m[3]), y: Number(m[4]) };
      else items.push({ ...at, text: (decoders.get(at.font) ?? latin1)(m[5]) });
    }
    return items;
  });
}

/** Each page's text, a line a run. */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  return (await pdfTextItems(bytes)).map((items) => items.map((i) => i.text).join('\n'));
}

import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFObject } from 'pdf-lib';

/** One run of text a page shows, where it starts, and at what size and font resource. */
export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  size: number;
  font: string;
}

/**
 * The text a PDF drawn with pdf-lib shows, page by page: each page's content streams decoded, and
 * the hex strings its text operators show read back as WinAnsi (Latin-1 for what tests look for),
 * with the position (Tm) and font (Tf) set before them.
 */
export async function pdfTextItems(bytes: Uint8Array): Promise<PdfTextItem[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents: PDFObject | undefined = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const ops = streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
      .join('\n');
    const items: PdfTextItem[] = [];
    let at = { x: 0, y: 0, size: 0, font: '' };
    for (const m of ops.matchAll(/\/(\S+) ([\d.]+) Tf|[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) ([\d.-]+) Tm|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (m[1]) at = { ...at, font: m[1], size: Number(m[2]) };
      else if (m[3]) at = { ...at, x: Number(m[3]), y: Number(m[4]) };
      else items.push({ ...at, text: Buffer.from(m[5], 'hex').toString('latin1') });
    }
    return items;
  });
}

/** Each page's text, a line a run. */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  return (await pdfTextItems(bytes)).map((items) => items.map((i) => i.text).join('\n'));
}

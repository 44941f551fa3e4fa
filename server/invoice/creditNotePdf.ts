import { PDFDocument, StandardFonts } from 'pdf-lib';
import { invoiceRupees } from '../../src/lib/money.ts';
import { CONTENT_WIDTH, MARGIN, MUTED, PageFlow, lineHeight, wrap, type TextStyle } from './pdfFlow.ts';
import { embedScriptFonts } from './scriptFonts.ts';
import { taxLineRows, type TaxInvoiceFacts } from './taxInvoice.ts';

/** What a credit note shows: the refund it is for, against the tax invoice it reduces. Amounts in paise. */
export interface CreditNoteData {
  number: string;
  issuedAt: Date;
  /** The tax invoice it reduces: its number, registration and rate; `split` is the refund's. */
  invoice: TaxInvoiceFacts;
  orderId: string;
  refundId: string;
  customerName: string;
  amountPaise: number;
}

const KEY_WIDTH = 130;
const AMOUNT_WIDTH = 110;

const issuedLabel = (at: Date): string =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(at);

/**
 * A credit note as an A4 PDF, as GST asks one for money given back on a tax invoice: who issues it,
 * its number and date, the invoice it reduces, and the refunded amount split into the taxable value
 * and the tax, by the invoice's own rate. Pure: the same data gives the same bytes.
 */
export async function creditNotePdf(data: CreditNoteData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const gst = data.invoice;
  const fallbacks = await embedScriptFonts(doc, [gst.legalName, gst.address, data.customerName]);
  const body: TextStyle = { font: regular, fallbacks, size: 10 };
  const strong: TextStyle = { font: bold, fallbacks, size: 10 };
  const small: TextStyle = { font: regular, fallbacks, size: 9, color: MUTED };
  const flow = new PageFlow(doc);
  const right = MARGIN + CONTENT_WIDTH;

  flow.lines(wrap(gst.legalName, CONTENT_WIDTH, { font: bold, fallbacks, size: 18, maxLines: 2 }), MARGIN, { ...strong, size: 18 });
  flow.paragraph(gst.address, MARGIN, CONTENT_WIDTH, { ...small, maxLines: 3 });
  flow.paragraph(`GSTIN: ${gst.gstin}`, MARGIN, CONTENT_WIDTH, { ...strong, size: 9, maxLines: 1 });
  flow.rule(10);
  flow.lines(['Credit note'], MARGIN, { ...strong, size: 16 });
  flow.y -= 4;
  const facts: [string, string][] = [
    ['Credit note No.', data.number],
    ['Issued on', issuedLabel(data.issuedAt)],
    ['Against invoice No.', gst.number],
    ['Order ID', data.orderId],
    ['Refund', data.refundId],
    ['Issued to', data.customerName],
    ['SAC', gst.sac],
    ['Place of supply', `State code ${gst.placeOfSupply}`],
  ];
  for (const [key, value] of facts) {
    flow.drawLine(key, MARGIN, flow.y, { ...body, color: MUTED });
    flow.lines(wrap(value, CONTENT_WIDTH - KEY_WIDTH, { ...body, maxLines: 1 }), MARGIN + KEY_WIDTH, body);
  }
  flow.y -= 10;
  flow.rule(4);
  const rows: [string, number, TextStyle][] = [
    ...taxLineRows(gst).map(([label, paise]): [string, number, TextStyle] => [label, paise, body]),
    ['Total credited (refunded)', data.amountPaise, strong],
  ];
  for (const [label, paise, style] of rows) {
    flow.drawLine(invoiceRupees(paise), right - 6, flow.y, style, true);
    flow.lines(wrap(label, CONTENT_WIDTH - AMOUNT_WIDTH, { ...style, maxLines: 1 }), MARGIN + 6, style);
    flow.y -= 4;
  }
  flow.y -= lineHeight(body.size);
  flow.footers(`This credit note reduces tax invoice ${gst.number} by the amount refunded.`, small);
  doc.setTitle(`Credit note ${data.number}`);
  doc.setAuthor(gst.legalName);
  doc.setCreationDate(data.issuedAt);
  doc.setModificationDate(data.issuedAt);
  return doc.save();
}

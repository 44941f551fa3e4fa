import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { z } from 'zod';
import type { PaymentType } from '../../src/lib/api/booking.ts';
import { invoiceRupees } from '../../src/lib/money.ts';
import { displayPhone } from '../../src/lib/site/config.ts';
import { bookingDayLabel } from '../../src/lib/booking/dayLabel.ts';
import { CONTENT_WIDTH, MARGIN, MUTED, PageFlow, lineHeight, wrap, type TextStyle } from './pdfFlow.ts';
import { embedScriptFonts, scriptsOf } from './scriptFonts.ts';
import { taxLineRows, type TaxInvoiceFacts } from './taxInvoice.ts';

/** What an invoice shows; amounts in paise. */
export interface InvoiceData {
  business: { name: string; address: string; phone: string; email: string };
  orderId: string;
  bookingId: string;
  issuedAt: Date;
  slot: { date: string; fromTime: string; toTime: string };
  theatreName: string;
  customer: { name: string; phone: string; email: string };
  persons: number;
  occasionName?: string;
  planName?: string;
  /** The theatre, extra persons, occasion, plan, each cake with its weight, each add-on. */
  lines: { label: string; amountPaise: number }[];
  subTotal: number;
  coupon: { code: string; amountPaise: number } | null;
  /** A manager's discount after the coupon, with the reason given; absent or null for none. */
  discount?: { reason: string; amountPaise: number } | null;
  total: number;
  paymentType: z.infer<typeof PaymentType>;
  /** Paid online (the payment type's line). */
  paid: number;
  /** Paid at the venue, each with how ('UPI, ref 4211'), after the online payment. */
  venuePayments?: { label: string; amountPaise: number }[];
  remaining: number;
  /** A tax invoice's number, registration and tax lines; absent when the branch charges no GST. */
  gst?: TaxInvoiceFacts;
}

const issuedLabel = (at: Date): string =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(at) + ' IST';

const paidLabel = (type: InvoiceData['paymentType']): string => (type === 'fullpayment' ? 'Paid in full' : 'Advance paid');

const AMOUNT_WIDTH = 110;
const LABEL_WIDTH = CONTENT_WIDTH - AMOUNT_WIDTH - 12;
const KEY_WIDTH = 110;
const SHADE = rgb(0.94, 0.92, 0.97);

/** Every text the invoice draws that is not the invoice's own wording: what may be in another script. */
const textsOf = (data: InvoiceData): string[] => [
  data.business.name,
  data.business.address,
  data.gst?.legalName ?? '',
  data.gst?.address ?? '',
  data.business.email,
  data.theatreName,
  data.occasionName ?? '',
  data.planName ?? '',
  data.customer.name,
  data.customer.email,
  ...data.lines.map((l) => l.label),
  data.coupon?.code ?? '',
  data.discount?.reason ?? '',
  ...(data.venuePayments ?? []).map((v) => v.label),
];

/**
 * The invoice of a paid booking as an A4 PDF; pure: the same data gives the same bytes. Latin text
 * is set in Helvetica; a name in an Indian script in that script's Noto Sans (scriptFonts.ts).
 */
export async function invoicePdf(data: InvoiceData): Promise<Uint8Array> {
  try {
    return await drawInvoice(data, true);
  } catch (error) {
    // A fault in an Indian script's face must not cost the customer the invoice: it is made with
    // the standard fonts alone, as before there were others (the name's letters print as '?').
    if (scriptsOf(textsOf(data)).length === 0) throw error;
    console.error(`Invoice ${data.orderId}: its Indian-script font failed, so it is made with the standard fonts:`, error);
    return drawInvoice(data, false);
  }
}

async function drawInvoice(data: InvoiceData, withScriptFonts: boolean): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const fallbacks = withScriptFonts ? await embedScriptFonts(doc, textsOf(data)) : [];
  const body: TextStyle = { font: regular, fallbacks, size: 10 };
  const strong: TextStyle = { font: bold, fallbacks, size: 10 };
  const small: TextStyle = { font: regular, fallbacks, size: 9, color: MUTED };
  const title: TextStyle = { font: bold, fallbacks, size: 18, maxLines: 1 };
  const right = MARGIN + CONTENT_WIDTH;
  const flow = new PageFlow(doc);

  // The business, as the site's contact page gives it; on a tax invoice, as it is registered.
  const gst = data.gst;
  flow.lines(wrap(gst?.legalName || data.business.name, CONTENT_WIDTH, title), MARGIN, title);
  flow.paragraph(gst?.address || data.business.address, MARGIN, CONTENT_WIDTH, { ...small, maxLines: 3 });
  if (gst) flow.paragraph(`GSTIN: ${gst.gstin}`, MARGIN, CONTENT_WIDTH, { ...strong, size: 9, maxLines: 1 });
  flow.paragraph(`Phone: ${displayPhone(data.business.phone)}   Email: ${data.business.email}`, MARGIN, CONTENT_WIDTH, {
    ...small,
    maxLines: 2,
  });
  flow.rule(10);
  flow.lines([gst ? 'Tax invoice' : 'Invoice'], MARGIN, { ...strong, size: 16 });
  flow.y -= 4;

  const facts: [string, string | undefined][] = [
    ['Invoice No.', gst?.number],
    ['Order ID', data.orderId],
    ['Booking ID', data.bookingId],
    ['Issued on', issuedLabel(data.issuedAt)],
    ['Theatre', data.theatreName],
    ['Date', bookingDayLabel(data.slot.date)],
    ['Time', `${data.slot.fromTime} - ${data.slot.toTime}`],
    ['Guests', String(data.persons)],
    ['Occasion', data.occasionName],
    ['Plan', data.planName],
    ['Billed to', data.customer.name],
    ['Phone', displayPhone(data.customer.phone)],
    ['Email', data.customer.email],
    ['SAC', gst?.sac],
    ['Place of supply', gst && `State code ${gst.placeOfSupply}`],
  ];
  for (const [key, value] of facts) {
    if (!value) continue;
    const lines = wrap(value, CONTENT_WIDTH - KEY_WIDTH, { ...body, maxLines: 2 });
    flow.ensure(lines.length * lineHeight(body.size));
    flow.drawLine(key, MARGIN, flow.y, { ...body, color: MUTED });
    flow.lines(lines, MARGIN + KEY_WIDTH, body);
  }
  flow.y -= 10;

  // The table of what was booked; its head repeats on every page it continues on.
  const tableHead = () => {
    const height = lineHeight(strong.size) + 6;
    flow.page.drawRectangle({ x: MARGIN, y: flow.y - height, width: CONTENT_WIDTH, height, color: SHADE });
    flow.drawLine('Item', MARGIN + 6, flow.y - 3, strong);
    flow.drawLine('Amount (INR)', right - 6, flow.y - 3, strong, true);
    flow.y -= height + 4;
  };
  const row = (label: string, amount: string, style: TextStyle, maxLines = 3) => {
    const lines = wrap(label, LABEL_WIDTH, { ...style, maxLines });
    flow.ensure(lines.length * lineHeight(style.size) + 4);
    flow.drawLine(amount, right - 6, flow.y, style, true);
    flow.lines(lines, MARGIN + 6, style);
    flow.y -= 4;
  };
  flow.ensure(3 * lineHeight(body.size) + 10);
  tableHead();
  flow.onNewPage = tableHead;
  for (const line of data.lines) row(line.label, invoiceRupees(line.amountPaise), body);
  flow.onNewPage = undefined;

  // The sums stay together on one page. Each is one line, but for the discount's reason (up to 200
  // characters, which would be cut on one line): it wraps.
  type Sum = [label: string, amount: string, style: TextStyle, maxLines?: number];
  const sums: Sum[] = [
    ['Subtotal', invoiceRupees(data.subTotal), body],
    ...(data.coupon ? [[`Coupon ${data.coupon.code}`, invoiceRupees(-data.coupon.amountPaise), body] as Sum] : []),
    ...(data.discount ? [[`Discount: ${data.discount.reason}`, invoiceRupees(-data.discount.amountPaise), body, 4] as Sum] : []),
    ['Total', invoiceRupees(data.total), strong],
    // The total's tax lines, under it: prices include the tax, so these say what of the total it is.
    ...(gst ? taxLineRows(gst).map(([label, paise]): Sum => [label, invoiceRupees(paise), body]) : []),
    [paidLabel(data.paymentType), invoiceRupees(data.paid), body],
    ...(data.venuePayments ?? []).map((v): Sum => [`Paid at the venue (${v.label})`, invoiceRupees(v.amountPaise), body]),
    ['To pay at the venue', invoiceRupees(data.remaining), strong],
  ];
  const sumLines = sums.reduce((n, [label, , style, maxLines = 1]) => n + wrap(label, LABEL_WIDTH, { ...style, maxLines }).length, 0);
  flow.ensure(sumLines * lineHeight(body.size) + sums.length * 4 + 12);
  flow.rule(4);
  for (const [label, amount, style, maxLines = 1] of sums) row(label, amount, style, maxLines);

  flow.footers(`Thank you for celebrating with ${data.business.name}.`, small);
  doc.setTitle(gst ? `Tax invoice ${gst.number}` : `Invoice ${data.orderId}`);
  doc.setAuthor(data.business.name);
  doc.setSubject(`Booking ${data.bookingId} at ${data.theatreName}`);
  doc.setCreator(data.business.name);
  doc.setProducer(data.business.name);
  doc.setCreationDate(data.issuedAt);
  doc.setModificationDate(data.issuedAt);
  return doc.save();
}

import { API_PREFIX } from '../../src/lib/api/routes.ts';

/**
 * Where an invoice is served: its token (32 random bytes, base64url) is the whole secret, so the
 * URL is told only to the booking's owner, and anything not shaped like a token is never looked up.
 */

const FILE = /^([A-Za-z0-9_-]{43})\.pdf$/;

export const invoiceFile = (token: string): string => `${token}.pdf`;

/** The URL path of an invoice, as bookings.invoice holds it. */
export const invoicePath = (token: string): string => `${API_PREFIX}invoices/${invoiceFile(token)}`;

/** The token in a requested file name, or undefined when the name cannot be an invoice's. */
export const tokenOfFile = (file: string): string | undefined => FILE.exec(file)?.[1];

/** The URL path of a credit note's PDF: the same kind of token as an invoice's. */
export const creditNotePath = (token: string): string => `${API_PREFIX}credit-notes/${invoiceFile(token)}`;

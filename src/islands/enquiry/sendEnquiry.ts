import { createClient } from '@/lib/api/client.ts';
import type { RequestOf } from '@/lib/api/calls.ts';
import { ENQUIRY_FIELDS, type EnquiryErrors, type EnquiryValues } from '@/lib/forms/enquiryRules.ts';
import { serverFieldErrors } from '@/lib/forms/serverFieldErrors.ts';
import { apiOrigin } from '../../client/apiOrigin.ts';

// No retry (a repeated POST could send the enquiry twice); a time-out so 'Sending…' cannot hang.
const api = createClient({ origin: apiOrigin, fetchOptions: { retry: 0, timeout: 20_000 } });

/** Shown when the enquiry did not reach the server or the server failed (anything but 200, 400, 429). */
export const NOT_SENT_MESSAGE = 'Could not send your enquiry. Please check your connection and try again.';
const SENT_MESSAGE = 'Thank you! Your enquiry has been received.';

export type SendResult = { sent: true; message: string } | { sent: false; message: string; fieldErrors: EnquiryErrors };

/** Posts `web/addenquiry` and says what a person should read: the server's own words where it has them. */
export async function sendEnquiry(body: EnquiryValues): Promise<SendResult> {
  try {
    const res = await api.addEnquiry(body);
    return { sent: true, message: res.message || SENT_MESSAGE };
  } catch (error) {
    const { status, data } = error as { status?: number; data?: { message?: unknown; errors?: unknown } };
    if ((status === 400 || status === 429) && typeof data?.message === 'string' && data.message !== '') {
      return { sent: false, message: data.message, fieldErrors: serverFieldErrors(data.errors, ENQUIRY_FIELDS) };
    }
    return { sent: false, message: NOT_SENT_MESSAGE, fieldErrors: {} };
  }
}

/** Posts `web/addlead` and forgets it: the spec ignores a lead's answer, errors included. */
export function postLead(lead: RequestOf<'addLead'>): void {
  api.addLead(lead).catch(() => undefined);
}

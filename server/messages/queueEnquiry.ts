import type { EnquiryRequest } from '../../src/lib/api/leads.ts';
import { istDateTime } from '../../src/lib/desk/istDateTime.ts';
import { enquiryReceived, staffNewEnquiry } from '../../src/lib/messages/templatesStaff.ts';
import type { Queryable } from '../db/database.ts';
import { queueMessage } from '../repo/messageQueue.ts';
import { readMessageSettings } from '../repo/messageSettings.ts';
import { queueToStaff } from './queueStaff.ts';

/**
 * An enquiry's e-mails, in the transaction that stores it: the customer's 'we have received it'
 * (e-mail only: the enquiry form asks no WhatsApp consent) and one to each of the staff's addresses.
 */
export async function queueEnquiryMessages(tx: Queryable, enquiryId: number, e: EnquiryRequest, at: Date): Promise<void> {
  const settings = await readMessageSettings(tx);
  const facts = {
    name: e.name,
    email: e.email,
    phone: e.mobileNumber,
    eventName: e.eventName,
    description: e.description,
    receivedAt: istDateTime(at),
  };
  if (settings.enabled['enquiry-received']) {
    const content = enquiryReceived(facts, settings.senderName);
    await queueMessage(
      tx,
      { kind: 'enquiry-received', recipient: e.email, content, enquiryId, dedupeKey: `enquiry-received/${enquiryId}` },
      at,
    );
  }
  const content = staffNewEnquiry(facts, settings.senderName);
  await queueToStaff(tx, settings, { kind: 'staff-new-enquiry', content, enquiryId, key: `staff-new-enquiry/${enquiryId}` }, at);
}

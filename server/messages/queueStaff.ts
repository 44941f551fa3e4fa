import type { EmailContent, MessageKind } from '../../src/lib/messages/messageKinds.ts';
import type { MessageSettings } from '../../src/lib/messages/messageSettings.ts';
import type { Queryable } from '../db/database.ts';
import { queueMessage, type NewMessage } from '../repo/messageQueue.ts';

/**
 * A staff e-mail (a new enquiry, a new booking) to each address of the settings, once per address
 * and thing it tells of (`key`), unless the owner switched the kind off.
 */
export async function queueToStaff(
  tx: Queryable,
  settings: MessageSettings,
  m: { kind: MessageKind; content: EmailContent; key: string } & Pick<NewMessage, 'bookingId' | 'enquiryId'>,
  now: Date,
): Promise<void> {
  if (!settings.enabled[m.kind]) return;
  for (const to of new Set(settings.staffEmails)) {
    await queueMessage(
      tx,
      { kind: m.kind, recipient: to, content: m.content, bookingId: m.bookingId, enquiryId: m.enquiryId, dedupeKey: `${m.key}/${to}` },
      now,
    );
  }
}

import type { Context } from 'hono';
import { MESSAGE_KIND_LABELS, MessageContent, type MessageKind, type MessageStatus } from '../../../src/lib/messages/messageKinds.ts';
import { CHANNEL_LABELS, canSendAgain } from '../../../src/lib/desk/messageStatus.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { queueMessage } from '../../repo/messageQueue.ts';
import { orderIdOf } from '../../repo/bookings.ts';
import { bookingTarget } from '../actions/actionBooking.ts';
import type { DeskDeps } from '../deskDeps.ts';
import { staffAction } from '../staffAction.ts';

export const NO_SUCH_MESSAGE = 'This booking has no message with that id.';
export const STILL_ON_ITS_WAY = 'This message is still on its way: Send again is for a message that went, failed or was not sent.';
export const UNREADABLE = 'This message cannot be sent again: what it said could not be read.';

interface Original {
  id: number;
  kind: MessageKind;
  recipient: string;
  status: MessageStatus;
  content: unknown;
  enquiry_id: number | null;
  resend_of: number | null;
}

/** A copy of that line still on its way, on messages_resend_of (the scale test reads its plan). */
export const waitingCopyQuery = (first: number) => ({
  sql: `select id::float8 as id from messages where resend_of = $1 and status in ('queued', 'sending') order by id limit 1`,
  params: [first],
});

export interface Resent {
  copyId: number;
  /** false: a copy queued before was still waiting, and is the answer. */
  queued: boolean;
  message: string;
}

/**
 * Send again: a copy of a message of the booking, its content as it was, to the same recipient,
 * now. Every copy points at the first message of its line (resend_of), whose row is locked first:
 * so two presses at once, two colleagues, or a press on the message and one on its copy take turns,
 * and while a copy is still queued or sending, that copy is the answer and no other is queued.
 */
export async function resendMessage(
  deps: DeskDeps,
  c: Context,
  { bookingId, messageId }: { bookingId: string; messageId: number },
): Promise<Resent> {
  return staffAction(deps, c, 'bookings.manage', [], async ({ tx, actor, now, audit }) => {
    const [m] = await tx.query<Original>(
      `select id::float8 as id, kind, recipient, status, content, enquiry_id::float8 as enquiry_id, resend_of::float8 as resend_of
       from messages where id = $1 and booking_id = $2`,
      [messageId, bookingId],
    );
    if (!m) throw notFound(NO_SUCH_MESSAGE);
    if (!canSendAgain(m.status)) throw new HttpError(409, STILL_ON_ITS_WAY);
    const content = MessageContent.safeParse(m.content);
    if (!content.success) throw new HttpError(409, UNREADABLE);
    const first = m.resend_of ?? m.id;
    await tx.query('select id from messages where id = $1 for update', [first]);
    const what = `${MESSAGE_KIND_LABELS[m.kind] ?? m.kind} by ${CHANNEL_LABELS[content.data.channel]} to ${m.recipient}`;
    const q = waitingCopyQuery(first);
    const [waiting] = await tx.query<{ id: number }>(q.sql, q.params);
    if (waiting) return { copyId: waiting.id, queued: false, message: `A copy of the ${what} is already on its way: it goes once.` };
    const copyId = await queueMessage(
      tx,
      {
        kind: m.kind,
        recipient: m.recipient,
        content: content.data,
        bookingId,
        ...(m.enquiry_id === null ? {} : { enquiryId: Number(m.enquiry_id) }),
        resendOf: first,
        createdBy: actor.id,
      },
      now,
    );
    if (copyId === undefined) throw new Error('a copy without a dedupe key was not queued');
    await audit({
      action: 'booking.resend-message',
      target: bookingTarget(bookingId),
      after: {
        orderId: (await orderIdOf(tx, bookingId)) ?? '',
        messageId: m.id,
        copyId,
        kind: m.kind,
        channel: content.data.channel,
        recipient: m.recipient,
      },
    });
    return { copyId, queued: true, message: `The ${what} is queued to go again now.` };
  });
}

import type { Context } from 'hono';
import { MESSAGE_KIND_LABELS, MessageContent } from '../../../src/lib/messages/messageKinds.ts';
import { CHANNEL_LABELS, canSendAgain } from '../../../src/lib/desk/messageStatus.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { lockMessage, messageOfBooking, waitingCopy } from '../../repo/deskMessageRows.ts';
import { queueMessage } from '../../repo/messageQueue.ts';
import { orderIdOf } from '../../repo/bookings.ts';
import { bookingTarget } from '../actions/actionBooking.ts';
import type { DeskDeps } from '../deskDeps.ts';
import { staffAction } from '../staffAction.ts';

export const NO_SUCH_MESSAGE = 'This booking has no message with that id.';
export const STILL_ON_ITS_WAY = 'This message is still on its way: Send again is for a message that went, failed or was not sent.';
export const UNREADABLE = 'This message cannot be sent again: what it said could not be read.';

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
    const m = await messageOfBooking(tx, bookingId, messageId);
    if (!m) throw notFound(NO_SUCH_MESSAGE);
    if (!canSendAgain(m.status)) throw new HttpError(409, STILL_ON_ITS_WAY);
    const content = MessageContent.safeParse(m.content);
    if (!content.success) throw new HttpError(409, UNREADABLE);
    const first = m.resend_of ?? m.id;
    await lockMessage(tx, first);
    const what = `${MESSAGE_KIND_LABELS[m.kind] ?? m.kind} by ${CHANNEL_LABELS[content.data.channel]} to ${m.recipient}`;
    const waiting = await waitingCopy(tx, first);
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

import { z } from 'zod';
import { MessageChannel, MessageKind, MessageStatus } from '../messages/messageKinds.ts';
import { MessageSettings } from '../messages/messageSettings.ts';
import { envelope } from './envelope.ts';
import { Email, Id, nameText, RequiredText } from './fields.ts';

/**
 * The desk's view of the customers' messages (calls under /v1/desk/, see deskCalls.ts): a
 * booking's Messages and Send again, the day board's reminder marks and failed messages, and the
 * owner's messages settings.
 */

/** A message's id as the desk hands it out: a whole number (the outbox's identity column). */
export const MessageId = z
  .number({ error: 'must be a message id (a whole number)' })
  .refine((n) => Number.isSafeInteger(n) && n > 0, 'must be a message id (a whole number from 1)');

/** One message of a booking, as its page lists it. */
export const DeskMessage = z.object({
  id: z.number(),
  kind: MessageKind,
  channel: MessageChannel,
  /** '+91' and ten digits, or an e-mail address. */
  recipient: z.string(),
  status: MessageStatus,
  /** Why it failed or was not sent; '' otherwise. */
  error: z.string(),
  /** Handed to the provider twice (a process stopped between its acceptance and our record of it). */
  maybeTwice: z.boolean(),
  createdAt: z.string(),
  /** When a queued message is due. */
  dueAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** A copy made by Send again: the message it copies (the first of its copies), and who asked for it. */
  resendOf: z.number().nullable(),
  sentAgainBy: z.string().nullable(),
  /** What it says: an e-mail's subject ('' for WhatsApp) and its text. */
  subject: z.string(),
  text: z.string(),
});
export type DeskMessage = z.infer<typeof DeskMessage>;

/** At most this many of a booking's messages are listed, the newest. */
export const BOOKING_MESSAGES_SHOWN = 100;

export const BookingMessagesRequest = z.object({ bookingId: Id });
export const BookingMessagesResponse = envelope({ bookingId: z.string(), messages: z.array(DeskMessage) });

/** Send again: a copy of that message of that booking, to the same recipient, now. */
export const ResendRequest = z.object({ bookingId: Id, messageId: MessageId });
export const ResendResponse = envelope({
  /** The copy queued: this call's, or one queued before it and still waiting (then `queued` is false). */
  copyId: z.number(),
  queued: z.boolean(),
  /** The booking's messages, newest first, the copy among them. */
  messages: z.array(DeskMessage),
});

/** A booked slot's reminder: when the latest one left us (sent, delivered or read); null while none has. */
export const ReminderMark = z.string().nullable();

/** A failed message of a booking of the board's day (the latest of its copies). */
export const FailedMessage = z.object({
  id: z.number(),
  bookingId: z.string(),
  orderId: z.string(),
  kind: MessageKind,
  channel: MessageChannel,
  recipient: z.string(),
  error: z.string(),
  failedAt: z.string().nullable(),
});
export type FailedMessage = z.infer<typeof FailedMessage>;

/** The board shows at most this many failed messages of a day, the newest. */
export const BOARD_FAILED_SHOWN = 50;

export const MAX_REMINDERS = 3;
export const MAX_DAYS_BEFORE = 7;
export const MAX_STAFF_EMAILS = 10;
export const SENDER_NAME_MAX = 60;

const ReminderTimeInput = z.object(
  {
    daysBefore: z
      .number({ error: `must be a whole number of days from 0 to ${MAX_DAYS_BEFORE}` })
      .int(`must be a whole number of days from 0 to ${MAX_DAYS_BEFORE}`)
      .min(0, `must be a whole number of days from 0 to ${MAX_DAYS_BEFORE}`)
      .max(MAX_DAYS_BEFORE, `must be at most ${MAX_DAYS_BEFORE} days`),
    at: z
      .string({ error: 'must be a time of day as HH:MM' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM, from 00:00 to 23:59'),
  },
  { error: 'must be a reminder: days before and a time' },
);

const KindsOn = z.object(
  Object.fromEntries(MessageKind.options.map((k) => [k, z.boolean({ error: 'must be true or false' })])) as Record<
    MessageKind,
    z.ZodBoolean
  >,
  { error: 'must say, for each kind of message, whether it is sent' },
);

/**
 * What the owner saves: MessageSettings (src/lib/messages/messageSettings.ts, which the senders
 * read), with a message a person can act on for each field, and no two equal reminders or addresses.
 */
export const MessageSettingsRequest = z
  .object({
    enabled: KindsOn,
    reminders: z
      .array(ReminderTimeInput, { error: 'must be a list of reminders' })
      // A refinement, not .max(): that one measures a text sent instead of a list too, and says so twice.
      .refine((list) => list.length <= MAX_REMINDERS, `may hold at most ${MAX_REMINDERS} reminders`),
    senderName: nameText(RequiredText(SENDER_NAME_MAX)),
    staffEmails: z
      .array(Email, { error: 'must be a list of e-mail addresses' })
      .refine((list) => list.length <= MAX_STAFF_EMAILS, `may hold at most ${MAX_STAFF_EMAILS} addresses`),
  })
  .superRefine((s, ctx) => {
    s.reminders.forEach((r, i) => {
      const first = s.reminders.findIndex((o) => o.daysBefore === r.daysBefore && o.at === r.at);
      if (first < i) ctx.addIssue({ code: 'custom', path: ['reminders', i], message: `is the same as reminder ${first + 1}` });
    });
    s.staffEmails.forEach((e, i) => {
      const first = s.staffEmails.findIndex((o) => o.toLowerCase() === e.toLowerCase());
      if (first < i) ctx.addIssue({ code: 'custom', path: ['staffEmails', i], message: `is already in the list (address ${first + 1})` });
    });
  })
  .pipe(MessageSettings);

export const MessageSettingsResponse = envelope({
  settings: MessageSettings,
  /** Who saved them last, and when; null while they are the defaults. */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type MessageSettingsResponse = z.infer<typeof MessageSettingsResponse>;

import { z } from 'zod';
import { Email } from '../api/fields.ts';
import { BUSINESS_NAME } from '../site/config.ts';
import { MessageKind } from './messageKinds.ts';

/**
 * What the owner sets at the desk's Settings for messages: which kinds go, when reminders go
 * (days before the slot's date, at a time of day in India), the sender's name, and the staff's
 * addresses for the new-enquiry and new-booking e-mails.
 */

export const ReminderTime = z.object({
  /** 0: on the slot's day; 1: the day before. */
  daysBefore: z.number().int().min(0).max(7),
  /** HH:MM on Indian time. */
  at: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'is a time of day as HH:MM (24-hour)'),
});
export type ReminderTime = z.infer<typeof ReminderTime>;

export const MessageSettings = z.object({
  enabled: z.record(MessageKind, z.boolean()),
  reminders: z.array(ReminderTime).max(3),
  senderName: z.string().trim().min(1).max(60),
  staffEmails: z.array(Email).max(10),
});
export type MessageSettings = z.infer<typeof MessageSettings>;

export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = {
  enabled: Object.fromEntries(MessageKind.options.map((k) => [k, true])) as Record<MessageKind, boolean>,
  reminders: [{ daysBefore: 1, at: '10:00' }],
  senderName: BUSINESS_NAME,
  staffEmails: [],
};

/**
 * Settings as stored by an earlier save: a kind of message added since is missing from `enabled`,
 * and is on, as by default; the owner's other choices stay. Unreadable: the defaults.
 */
const StoredMessageSettings = MessageSettings.extend({ enabled: z.partialRecord(MessageKind, z.boolean()) });

export function settingsFromStored(value: unknown): MessageSettings {
  const parsed = StoredMessageSettings.safeParse(value);
  if (!parsed.success) return DEFAULT_MESSAGE_SETTINGS;
  return { ...parsed.data, enabled: { ...DEFAULT_MESSAGE_SETTINGS.enabled, ...parsed.data.enabled } };
}

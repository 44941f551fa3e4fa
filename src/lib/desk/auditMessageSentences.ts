import type { AuditPart } from '../api/deskAudit.ts';
import { MESSAGE_KIND_LABELS } from '../messages/messageKinds.ts';
import {
  actor,
  bookingLink,
  fieldOf,
  numberOf,
  quoted,
  recordOf,
  sentence,
  textOf,
  type AuditFacts,
  type AuditNames,
} from './auditWords.ts';
import { CHANNEL_LABELS } from './messageStatus.ts';

/** The audit log's sentences about the customers' messages: Send again, and the messages' settings. */

type Sentences = Record<string, (e: AuditFacts, names: AuditNames) => AuditPart[]>;

/** A label of the table by its key, for keys read out of an entry's JSON (never one of an object's own properties). */
const labelOf = (labels: Readonly<Record<string, string>>, key: string): string | undefined =>
  Object.hasOwn(labels, key) ? labels[key] : undefined;

const kindWords = (kind: string): string => labelOf(MESSAGE_KIND_LABELS, kind) ?? (kind || 'message');

/** 'the day before at 10:00', 'on the day at 09:00', '3 days before at 18:30'. */
export function reminderWords(r: unknown): string {
  const days = numberOf(r, 'daysBefore');
  const at = textOf(r, 'at');
  const when = days === 0 ? 'on the day' : days === 1 ? 'the day before' : days === undefined ? 'some days before' : `${days} days before`;
  return `${when} at ${at || 'a time'}`;
}

const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What a save of the messages' settings changed, each change in a few words; [] for none. */
export function settingsChanges(before: unknown, after: unknown): string[] {
  const [was, now] = [recordOf(fieldOf(before, 'enabled')), recordOf(fieldOf(after, 'enabled'))];
  const turned = (on: boolean) =>
    Object.keys(now)
      .filter((k) => now[k] === on && was[k] !== on)
      .map(kindWords);
  const changes: string[] = [];
  if (turned(true).length) changes.push(`turned on ${turned(true).join(', ')}`);
  if (turned(false).length) changes.push(`turned off ${turned(false).join(', ')}`);
  const reminders = listOf(fieldOf(after, 'reminders'));
  if (!same(fieldOf(before, 'reminders'), fieldOf(after, 'reminders')))
    changes.push(reminders.length ? `reminders ${reminders.map(reminderWords).join(' and ')}` : 'no reminders');
  if (textOf(before, 'senderName') !== textOf(after, 'senderName')) changes.push(`sender's name ${quoted(textOf(after, 'senderName'))}`);
  const emails = listOf(fieldOf(after, 'staffEmails')).filter((e) => typeof e === 'string');
  if (!same(fieldOf(before, 'staffEmails'), fieldOf(after, 'staffEmails')))
    changes.push(emails.length ? `staff addresses ${emails.join(', ')}` : 'no staff addresses');
  return changes;
}

export const MESSAGE_SENTENCES: Sentences = {
  'booking.resend-message': (e, names) =>
    sentence(
      actor(e),
      ` sent the ${kindWords(textOf(e.after, 'kind'))} of `,
      bookingLink(e, names),
      ' again',
      textOf(e.after, 'channel') && ` by ${labelOf(CHANNEL_LABELS, textOf(e.after, 'channel')) ?? textOf(e.after, 'channel')}`,
      textOf(e.after, 'recipient') && ` to ${textOf(e.after, 'recipient')}`,
    ),
  'settings.messages': (e) => {
    const changes = settingsChanges(e.before, e.after);
    return changes.length
      ? sentence(actor(e), " changed the messages' settings: ", changes.join('; '))
      : sentence(actor(e), " saved the messages' settings unchanged");
  },
};

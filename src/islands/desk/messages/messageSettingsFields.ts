import { MessageSettingsRequest } from '../../../lib/api/deskMessages.ts';
import type { MessageKind } from '../../../lib/messages/messageKinds.ts';
import type { MessageSettings } from '../../../lib/messages/messageSettings.ts';
import { DeskError } from '../deskApi.ts';

/**
 * The messages settings as their form holds them (what was typed, as typed), what they send, and
 * each field's problem in the form's words: checked by the same schema the server checks them by,
 * before anything is sent, and the server's refusals put by the same fields.
 */

export interface ReminderRow {
  daysBefore: string;
  at: string;
}

export interface SettingsForm {
  enabled: Record<MessageKind, boolean>;
  reminders: ReminderRow[];
  senderName: string;
  /** One address a line (commas and spaces part them too). */
  staffEmails: string;
}

export const formOf = (s: MessageSettings): SettingsForm => ({
  enabled: { ...s.enabled },
  reminders: s.reminders.map((r) => ({ daysBefore: String(r.daysBefore), at: r.at })),
  senderName: s.senderName,
  staffEmails: s.staffEmails.join('\n'),
});

export const addressesOf = (typed: string): string[] =>
  typed
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);

/** What Save sends. */
export const requestOf = (f: SettingsForm) => ({
  enabled: f.enabled,
  reminders: f.reminders.map((r) => ({ daysBefore: Number(r.daysBefore), at: r.at })),
  senderName: f.senderName,
  staffEmails: addressesOf(f.staffEmails),
});

/** The form's problems by field ('senderName', 'reminders.0.at', 'reminders', 'staffEmails'), in its words. */
export type FormErrors = Record<string, string>;

/** Where a problem shows: an address's under the addresses' box, naming it; the others at their own field. */
function put(errors: FormErrors, path: string, message: string, addresses: string[]): void {
  const address = /^staffEmails\.(\d+)$/.exec(path);
  const key = address ? 'staffEmails' : path;
  const said = address
    ? `${addresses[Number(address[1])] ?? `Address ${Number(address[1]) + 1}`} ${message}`
    : `${message.charAt(0).toUpperCase()}${message.slice(1)}`;
  errors[key] = errors[key] ? `${errors[key]} ${said}.` : `${said}.`;
}

/** The form's problems before sending; {} when it may be sent. */
export function checkForm(f: SettingsForm): FormErrors {
  const parsed = MessageSettingsRequest.safeParse(requestOf(f));
  const errors: FormErrors = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) put(errors, issue.path.join('.'), issue.message, addressesOf(f.staffEmails));
  return errors;
}

/** The server's refusal by the same fields ('senderName must be…' → 'Must be…'); {} when it named none. */
export function refusedFields(failure: unknown, f: SettingsForm): FormErrors {
  const errors: FormErrors = {};
  if (!(failure instanceof DeskError)) return errors;
  for (const [field, said] of Object.entries(failure.fields))
    put(errors, field, said.startsWith(`${field} `) ? said.slice(field.length + 1) : said, addressesOf(f.staffEmails));
  return errors;
}

/** The ids of the form's controls, by field, in the order the form shows them: the first with a problem takes the focus. */
export function controlOf(field: string): string {
  const reminder = /^reminders\.(\d+)(?:\.(daysBefore|at))?$/.exec(field);
  if (reminder) return `desk-reminder-${reminder[1]}-${reminder[2] === 'at' ? 'at' : 'days'}`;
  if (field.startsWith('enabled.')) return `desk-kind-${field.slice('enabled.'.length)}`;
  if (field === 'enabled') return 'desk-kind-booking-confirmed';
  if (field === 'reminders') return 'desk-reminder-add';
  return field === 'senderName' ? 'desk-sender-name' : 'desk-staff-emails';
}

/** Where a field stands in the form, top to bottom. */
function rankOf(field: string): number {
  const reminder = /^reminders\.(\d+)(?:\.(daysBefore|at))?$/.exec(field);
  if (reminder) return 10 + Number(reminder[1]) * 2 + (reminder[2] === 'at' ? 1 : 0);
  return ({ reminders: 90, senderName: 100, staffEmails: 110 } as Record<string, number>)[field] ?? 0;
}

/** The control of the form's first problem, top to bottom: it takes the focus. */
export const firstProblem = (errors: FormErrors): string | undefined =>
  Object.keys(errors)
    .sort((a, b) => rankOf(a) - rankOf(b))
    .map(controlOf)[0];

/**
 * The audit log's actions as the owner filters them: each family is one choice of the desk's
 * Action filter and one value of the log's `family` column (migration 030 computes it from the
 * action, as familyOf does here; tests/api/desk-audit.test.ts holds the two to each other).
 */

export const AUDIT_GROUPS = ['Accounts', 'Bookings', 'Editors'] as const;

export const AUDIT_FAMILIES = {
  'sign-in': { label: 'Signed in', group: 'Accounts' },
  'sign-in.refused': { label: 'Sign-in refused', group: 'Accounts' },
  'sign-out': { label: 'Signed out', group: 'Accounts' },
  password: { label: 'Own password changed', group: 'Accounts' },
  staff: { label: 'Staff accounts changed', group: 'Accounts' },
  refused: { label: 'Calls refused (no session, role, branch, another site)', group: 'Accounts' },
  settings: { label: 'Settings changed', group: 'Accounts' },
  'booking.view': { label: 'Booking opened', group: 'Bookings' },
  'booking.export': { label: 'Bookings exported', group: 'Bookings' },
  'booking.note': { label: 'Note added', group: 'Bookings' },
  'booking.mark': { label: 'Marked arrived, completed or no-show', group: 'Bookings' },
  'booking.record-payment': { label: 'Payment recorded at the venue', group: 'Bookings' },
  'booking.void-payment': { label: 'Payment at the venue voided', group: 'Bookings' },
  'booking.add-line': { label: 'Line added at the venue', group: 'Bookings' },
  'booking.cancel': { label: 'Cancelled', group: 'Bookings' },
  'booking.move': { label: 'Moved', group: 'Bookings' },
  'booking.phone': { label: 'Taken by phone', group: 'Bookings' },
  'booking.payment-link': { label: 'Payment link made', group: 'Bookings' },
  'booking.resend-message': { label: 'Message sent again', group: 'Bookings' },
  slot: { label: 'Slots blocked or unblocked', group: 'Bookings' },
  'lead.mark': { label: 'Lead marked', group: 'Bookings' },
  content: { label: 'Content and catalogue drafts', group: 'Editors' },
  site: { label: 'Publish, preview and rollback', group: 'Editors' },
} as const satisfies Record<string, { label: string; group: (typeof AUDIT_GROUPS)[number] }>;

export type AuditFamily = keyof typeof AUDIT_FAMILIES;
export const AUDIT_FAMILY_NAMES = Object.keys(AUDIT_FAMILIES) as [AuditFamily, ...AuditFamily[]];

/** The groups an action's first part stands for; any other action is a family of its own. */
const PREFIXES: readonly [string, string][] = [
  ['content.', 'content'],
  ['refused.', 'refused'],
  ['sign-in.', 'sign-in.refused'],
  ['password.', 'password'],
  ['staff.', 'staff'],
  ['slot.', 'slot'],
  ['site.', 'site'],
  ['settings.', 'settings'],
  ['booking.mark-', 'booking.mark'],
];

/** The family of an action, as the database's generated column has it. */
export const familyOf = (action: string): string => PREFIXES.find(([prefix]) => action.startsWith(prefix))?.[1] ?? action;

/**
 * The refusals counted in the log: no live session (401), a role without the permission (403),
 * another branch than the member's (403), a foreign Origin (403).
 */
export const REFUSAL_KINDS = ['no-session', 'role', 'branch', 'origin'] as const;
export type RefusalKind = (typeof REFUSAL_KINDS)[number];
export const refusalAction = (kind: RefusalKind): string => `refused.${kind}`;

/** A counted entry counts its calls per hour: a flood is one line an hour. */
export const AUDIT_COUNT_WINDOW_MS = 3_600_000;

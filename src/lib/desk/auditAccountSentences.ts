import { deskCalls } from '../api/deskCalls.ts';
import type { AuditPart } from '../api/deskAudit.ts';
import { ROLE_LABELS, ROLES, type Role } from './permissions.ts';
import {
  actor,
  counted,
  numberOf,
  quoted,
  sentence,
  staffNamed,
  targetId,
  textOf,
  times,
  type AuditFacts,
  type AuditNames,
} from './auditWords.ts';

/** The audit log's sentences about accounts: sign-ins, passwords, staff accounts, settings and refused calls. */

const roleWords = (role: string): string => (ROLES.includes(role as Role) ? ROLE_LABELS[role as Role] : 'another role');

/** 'The desk call “Add a staff account” (POST staff/add)', from a refused call's target 'call:POST staff/add'. */
export function callWords(target: string): string {
  const [method, path] = targetId(target, 'call').split(' ');
  const call = Object.values(deskCalls).find((c) => c.method === method && c.path === path);
  if (!call) return 'a desk address that does not exist';
  // The summary up to its first aside: what the call is for, without the API's details.
  const summary = call.summary.split(/[;(:]/)[0].trim();
  return `the desk call ${quoted(summary)} (${method} ${path})`;
}

/** What a change of an account changed: ': role front desk to manager; branches all to Kondapur'. */
function detailChanges(e: AuditFacts): string {
  const words: Record<string, (v: string) => string> = { name: quoted, login: (v) => v, role: roleWords, branches: (v) => v };
  const changes = Object.entries(words).flatMap(([key, say]) => {
    const [from, to] = [textOf(e.before, key), textOf(e.after, key)];
    return from === to ? [] : [`${key} ${say(from)} to ${say(to)}`];
  });
  return changes.length ? `: ${changes.join('; ')}` : '';
}

const sessionsEnded = (n: number | undefined, other = '') =>
  n ? ` and ended ${n === 1 ? `${other ? 'their other' : 'its'} session` : `${other ? 'their' : 'its'} ${n} ${other}sessions`}` : '';

/** An hours setting changed: '… from 72 hours to 48 hours before the slot'. */
const hoursChange = (e: AuditFacts, what: string) =>
  sentence(
    actor(e),
    ` changed ${what}`,
    numberOf(e.before, 'hours') !== undefined && ` from ${counted(numberOf(e.before, 'hours')!, 'hour')}`,
    ` to ${counted(numberOf(e.after, 'hours') ?? 0, 'hour')} before the slot`,
  );

type Sentences = Record<string, (e: AuditFacts, names: AuditNames) => AuditPart[]>;

export const ACCOUNT_SENTENCES: Sentences = {
  'sign-in': (e) => sentence(actor(e), ' signed in'),
  'sign-in.failed': (e) => {
    const login = targetId(e.target, 'login');
    const reason = textOf(e.after, 'reason');
    if (!e.staffId) return sentence('A sign-in as ', login || 'an unknown login', ' failed: there is no such account');
    if (reason === 'account disabled') return sentence(actor(e), ' could not sign in: the account is disabled');
    if (reason === 'wrong password') return sentence(actor(e), ' could not sign in: wrong password');
    return sentence(actor(e), ' could not sign in', reason && `: ${reason}`);
  },
  'sign-out': (e) => sentence(actor(e), ' signed out'),
  'password.change': (e) => sentence(actor(e), ' changed their password', sessionsEnded(numberOf(e.after, 'otherSessionsEnded'), 'other ')),
  'password.change.failed': (e) => sentence(actor(e), ' gave a wrong current password when changing their password'),
  'staff.add': (e, names) =>
    sentence(actor(e), ' added ', textOf(e.after, 'name') || staffNamed(e.target, names), ' as ', roleWords(textOf(e.after, 'role'))),
  'staff.disable': (e, names) =>
    sentence(actor(e), ' disabled ', staffNamed(e.target, names), "'s account", sessionsEnded(numberOf(e.after, 'sessionsEnded'))),
  'staff.update': (e, names) => sentence(actor(e), ' changed ', staffNamed(e.target, names), "'s account", detailChanges(e)),
  'staff.enable': (e, names) => sentence(actor(e), ' enabled ', staffNamed(e.target, names), "'s account again"),
  'staff.unlock': (e, names) => sentence(actor(e), ' lifted the lock on ', staffNamed(e.target, names), "'s account"),
  'staff.reset': (e, names) =>
    sentence(actor(e), ' set a new password for ', staffNamed(e.target, names), sessionsEnded(numberOf(e.after, 'sessionsEnded'))),
  'settings.refund-window': (e) => hoursChange(e, 'the refund window'),
  'settings.reschedule-window': (e) => hoursChange(e, 'until when customers may reschedule their booking themselves'),
  'refused.no-session': (e) => sentence('A call to ', callWords(e.target), ' without a live desk session was refused', times(e.count)),
  'refused.role': (e) =>
    sentence(
      actor(e),
      textOf(e.after, 'role') && ` (${roleWords(textOf(e.after, 'role'))})`,
      ' was refused ',
      callWords(e.target),
      times(e.count),
      ': the role may not',
    ),
  'refused.branch': (e) =>
    sentence(actor(e), ' was refused ', callWords(e.target), times(e.count), textOf(e.after, 'reason') && `: ${textOf(e.after, 'reason')}`),
  'refused.origin': (e) =>
    sentence(
      'A call to ',
      callWords(e.target),
      ' from another site',
      textOf(e.after, 'origin') ? ` (${textOf(e.after, 'origin')})` : ' (no Origin)',
      e.staffId && `, carrying ${actor(e)}'s session,`,
      ' was refused',
      times(e.count),
    ),
};

/** Why the sign-in's throttle refused an attempt, by the reason it records. */
const THROTTLE_REASONS: Record<string, string> = {
  address: 'too many failed sign-ins from its address',
  account: 'the account is locked after failed sign-ins',
  device: 'too many failed sign-ins from its device',
  busy: 'too many sign-ins at once',
};

/**
 * A sign-in refused in a way the sign-in names itself (the throttle, a lock): the login and its
 * reason, and how many were refused so far in the throttle's window when it says.
 */
export function signInRefused(e: AuditFacts): AuditPart[] {
  const login = targetId(e.target, 'login');
  const code = textOf(e.after, 'reason');
  const reason = THROTTLE_REASONS[code] ?? (code || e.action.slice('sign-in.'.length).replace(/-/g, ' '));
  const sofar = numberOf(e.after, 'refusedThisWindow');
  return sentence(
    e.staffId ? actor(e) : 'A sign-in as ',
    !e.staffId && (login || 'an unknown login'),
    e.staffId ? ' could not sign in' : ' was refused',
    times(e.count),
    reason && `: ${reason}`,
    sofar !== undefined && sofar > 1 && ` (${sofar} refused so far in that quarter hour)`,
  );
}

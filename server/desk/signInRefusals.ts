import type { Context } from 'hono';
import { staffByLogin } from '../repo/staff.ts';
import { recordAudit, requestSource } from './audit.ts';
import type { DeskDeps } from './deskDeps.ts';

/**
 * Desk sign-ins refused by the throttle, in the audit log without a flood of rows: refusals are
 * counted per quarter hour (of the app's clock) and per what refused them (an address over its
 * failures, an account locked by its failures, a device over its own, or the password check's line
 * full), and the 1st, 10th, 100th... refusal of a quarter hour writes a row
 * (`sign-in.throttled`, with the count so far). Counted in this process's memory: a refusal costs no
 * database write, and each server process writes its own rows.
 */
export type RefusalReason = 'address' | 'account' | 'device' | 'busy';

export const REFUSAL_WINDOW_MS = 15 * 60_000;
/** Counts kept at most: past it, new keys are counted under one shared key until the window turns. */
const MAX_KEYS = 10_000;

/** Whom a refusal is counted under: the line being full is one thing whoever knocks; the rest, per address or login. */
const keyOf = (reason: RefusalReason, login: string, address: string): string =>
  reason === 'busy' ? 'busy' : reason === 'address' ? `address:${address}` : `${reason}:${login}`;

const isRecorded = (n: number): boolean => n === 1 || /^10+$/.test(String(n));

export class SignInRefusals {
  private window = Number.NEGATIVE_INFINITY;
  private readonly counts = new Map<string, number>();

  /** Counts a refusal; answers its number in this window when it is one the audit log records. */
  count(reason: RefusalReason, login: string, address: string, now: number): { refused: number; windowStart: number } | undefined {
    const window = Math.floor(now / REFUSAL_WINDOW_MS) * REFUSAL_WINDOW_MS;
    if (window !== this.window) {
      this.window = window;
      this.counts.clear();
    }
    let key = keyOf(reason, login, address);
    if (!this.counts.has(key) && this.counts.size >= MAX_KEYS) key = `${reason}:(many)`;
    const refused = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, refused);
    return isRecorded(refused) ? { refused, windowStart: window } : undefined;
  }
}

/** Counts a refused desk sign-in, and records it in the audit log when it is the 1st, 10th, 100th... of its kind this window. */
export async function noteRefusal(
  deps: DeskDeps,
  refusals: SignInRefusals,
  c: Context,
  reason: RefusalReason,
  login: string,
): Promise<void> {
  const source = requestSource(c, deps);
  const at = deps.now();
  const counted = refusals.count(reason, login, source.clientAddress, at.getTime());
  if (!counted) return;
  const staff = await staffByLogin(deps.db, login);
  await recordAudit(deps.db, {
    ...source,
    at,
    staffId: staff?.id ?? null,
    staffName: staff?.name ?? '',
    action: 'sign-in.throttled',
    target: `login:${login}`,
    after: {
      reason,
      refusedThisWindow: counted.refused,
      windowFrom: new Date(counted.windowStart).toISOString(),
      windowTo: new Date(counted.windowStart + REFUSAL_WINDOW_MS).toISOString(),
    },
  });
}

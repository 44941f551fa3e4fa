import type { Context } from 'hono';
import { PasswordBusy, passwordPlace } from '../auth/password.ts';
import { countAttempt } from '../auth/signInCount.ts';
import type { Ticket } from '../auth/workGate.ts';
import type { DeskDeps } from './deskDeps.ts';
import { noteRefusal, type RefusalReason, type SignInRefusals } from './signInRefusals.ts';

/**
 * The desk's sign-ins are counted under the profile's limits (ENQUIRY_RATE_LIMIT's login,
 * loginPhone and loginDevice) but apart from the profile's own counts: a customer's failures never
 * lock a staff login out, nor the other way round.
 */
export const addressClient = (deps: DeskDeps, c: Context): string => `desk:${deps.rateLimiter.clientOf(c)}`;
export const loginClient = (login: string): string => `desk:${login}`;
const deviceClient = (deviceId: string): string => `desk-device:${deviceId}`;

export interface SignInAttempt {
  /** The attempt's place in the password check's line: check the password with it, release it in the end. */
  place: Ticket;
  /** The password was right: what the attempt was counted as is taken back or forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Lets a desk sign-in attempt on to its password check, or refuses it (429 with Retry-After, and a
 * count in the audit log) before any hashing:
 * - from a device that signed in to this login before (`deviceId`, deviceCookie.ts): counted
 *   against that device's own failures only, in the password line's priority lane, so neither a
 *   flood nor a stranger's failures keep the account's own devices out;
 * - from anywhere else: a place in the open lane, then counted against the address's failures and
 *   the login's (5 lock the account to unknown devices until the window frees it or the owner lifts
 *   the lock on the Staff screen).
 * Counted before the check, so that racing attempts never find more room than a limit has; a success
 * takes back the address's count and forgets the login's or the device's failures.
 */
export async function admitSignIn(
  deps: DeskDeps,
  refusals: SignInRefusals,
  c: Context,
  login: string,
  deviceId: string | undefined,
): Promise<SignInAttempt> {
  const { rateLimiter } = deps;
  const refused = (reason: RefusalReason) => () => noteRefusal(deps, refusals, c, reason, login);
  let place: Ticket;
  try {
    place = passwordPlace(deviceId ? 'priority' : 'open');
  } catch (err) {
    if (err instanceof PasswordBusy) await refused('busy')();
    throw err;
  }
  try {
    if (deviceId) {
      await countAttempt(rateLimiter, c, [{ name: 'loginDevice', client: deviceClient(deviceId), onRefused: refused('device') }]);
      return { place, succeeded: () => rateLimiter.forget('loginDevice', deviceClient(deviceId)) };
    }
    const [address] = await countAttempt(rateLimiter, c, [
      { name: 'login', client: addressClient(deps, c), onRefused: refused('address') },
      { name: 'loginPhone', client: loginClient(login), onRefused: refused('account') },
    ]);
    return {
      place,
      succeeded: async () => {
        await address.uncount();
        await rateLimiter.forget('loginPhone', loginClient(login));
      },
    };
  } catch (err) {
    place.release();
    throw err;
  }
}

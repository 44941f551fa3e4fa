import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HttpError } from '../http/errors.ts';
import { retryAfterSeconds } from '../http/rateLimit.ts';
import { WorkGate, type GateLoad, type Lane, type Ticket } from './workGate.ts';

/**
 * Password hashes: scrypt from node:crypto with OWASP's current parameters (N = 2^17, r = 8, p = 1),
 * stored self-describing as `scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64url), so that stronger
 * parameters later apply to new hashes while old ones still verify.
 */

export interface ScryptParams {
  /** log2 of N, the cost. */
  ln: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: Readonly<ScryptParams> = { ln: 17, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Beyond this a stored hash is refused rather than tried: it would take the server's memory. */
const MAX_LN = 20;

/** scrypt needs 128 * N * r * p bytes; Node's default ceiling (32 MiB) is below OWASP's 128 MiB. */
const maxmemFor = ({ ln, r, p }: ScryptParams): number => 128 * 2 ** ln * r * p + 32 * 1024 * 1024;

/**
 * At most two derivations run at once in a process: each takes 128 MiB, and a burst of sign-ins from
 * many addresses must not take the server's memory. Sign-ins from strangers are checked one at a
 * time, and six more may wait in line; past that, one is refused at once (PasswordBusy: 429 with
 * Retry-After) rather than queued behind a flood that would hold it for a minute. The other place,
 * and a line of their own, are kept for a device that signed in to the account before and for staff
 * who are signed in: their check starts at once, and no stranger's starts until it is done, so a
 * flood neither delays it nor shares the machine with it beyond the one check already running.
 */
const gate = new WorkGate({ running: 2, openRunning: 1, waiting: { priority: 8, open: 6 } });

/** How full the line is now (the API tests wait for a flood to fill it). */
export const passwordLoad = (): GateLoad => gate.load();

/** How long a derivation takes here, smoothed: what a refused attempt is told to wait. */
let typicalMs = 500;

export const PASSWORD_BUSY = 'Too many sign-ins are being checked at once. Please try again in a few seconds.';

/** The password work would have to wait behind too much: a 429 with Retry-After, nothing hashed. */
export class PasswordBusy extends HttpError {
  constructor(retryAfterMs: number) {
    super(429, PASSWORD_BUSY, undefined, { 'retry-after': String(retryAfterSeconds(retryAfterMs)) });
  }
}

/**
 * A place in the line for one password check, taken before anything else is done for the attempt,
 * or PasswordBusy at once. Release it when the attempt ends without its check (releasing after the
 * check is harmless, so a `finally` can always do it).
 */
export function passwordPlace(lane: Lane): Ticket {
  const ticket = gate.enter(lane);
  if (ticket) return ticket;
  // One at a time: all that waits before this one, and the one running.
  throw new PasswordBusy(typicalMs * (gate.load().waiting.open + 1));
}

/**
 * How many derivations this process has made, by cost (log2 of N): a sign-in that fails for an
 * unknown login must spend one at the cost a real account's costs, and one refused as busy must
 * spend none; tests check that by count rather than by the clock, which a busy machine makes say anything.
 */
const derivations = new Map<number, number>();
export const derivationsAt = (ln: number): number => derivations.get(ln) ?? 0;

/** `place`: one taken for a sign-in; without, the work waits in the priority line (a signed-in call, the command line). */
async function derive(password: string, salt: Buffer, params: ScryptParams, place = passwordPlace('priority')): Promise<Buffer> {
  return place.run(async () => {
    derivations.set(params.ln, derivationsAt(params.ln) + 1);
    const started = performance.now();
    const options: ScryptOptions = { N: 2 ** params.ln, r: params.r, p: params.p, maxmem: maxmemFor(params) };
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
    );
    if (params.ln === OWASP_SCRYPT.ln) typicalMs = 0.8 * typicalMs + 0.2 * (performance.now() - started);
    return key;
  });
}

export async function hashPassword(password: string, params: ScryptParams = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return `scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

export function parseHash(stored: string): ParsedHash | undefined {
  const m = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]{16,})\$([\w-]{32,})$/.exec(stored);
  if (!m) return undefined;
  const params = { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  if (params.ln < 1 || params.ln > MAX_LN || params.r < 1 || params.p < 1) return undefined;
  return { params, salt: Buffer.from(m[4], 'base64url'), key: Buffer.from(m[5], 'base64url') };
}

/**
 * True when the password is the one hashed; false for any other, or for a hash it cannot read.
 * `place`: the sign-in's place in line (passwordPlace), used up either way.
 */
export async function verifyPassword(password: string, stored: string, place?: Ticket): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) {
    place?.release();
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.params, place);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/**
 * A hash of a random password nobody kept, with the current parameters: checking against it costs
 * what checking a real account costs, from the very first request.
 */
export const DUMMY_HASH = 'scrypt$ln=17,r=8,p=1$BqKL1eDoDW7arao5MANvCg$sT6QSQbjE0iyKHk3_ieW_aQ4qGcO0LEx8NTwNNNb8Fk';

/**
 * Spends the time a real check takes, for a phone no account has, so that an unknown phone and a
 * wrong password cannot be told apart by how long the answer takes. Always false.
 */
export async function verifyAgainstDummy(password: string, place?: Ticket): Promise<false> {
  await verifyPassword(password, DUMMY_HASH, place);
  return false;
}

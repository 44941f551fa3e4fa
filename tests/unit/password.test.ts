import { afterEach, describe, expect, it } from 'vitest';
import {
  DUMMY_HASH,
  derivationsAt,
  hashPassword,
  OWASP_SCRYPT,
  parseHash,
  PasswordBusy,
  passwordLoad,
  passwordPlace,
  verifyAgainstDummy,
  verifyPassword,
} from '../../server/auth/password.ts';
import type { Ticket } from '../../server/auth/workGate.ts';

/** Cheap parameters where only the format and the comparison are under test. */
const FAST = { ln: 10, r: 8, p: 1 };
/**
 * One derivation at OWASP's cost takes 128 MiB and about a third of a second on an idle machine,
 * many seconds on a busy one: the two tests that make one have this much time, and every other
 * test uses FAST. Nothing here is timed.
 */
const OWASP_DERIVATION_TIMEOUT = 120_000;

describe('password hashes', () => {
  it(
    "use OWASP's scrypt parameters by default, written into the stored text",
    async () => {
      const stored = await hashPassword('Celebrate@123');
      expect(stored).toMatch(/^scrypt\$ln=17,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
      expect(parseHash(stored)?.params).toEqual(OWASP_SCRYPT);
    },
    OWASP_DERIVATION_TIMEOUT,
  );

  it('verify the right password only', async () => {
    const stored = await hashPassword('Celebrate@123', FAST);
    expect(await verifyPassword('Celebrate@123', stored)).toBe(true);
    expect(await verifyPassword('celebrate@123', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salt every hash, so one password never hashes alike twice', async () => {
    expect(await hashPassword('same', FAST)).not.toBe(await hashPassword('same', FAST));
  });

  it('refuse stored text they cannot read, or whose cost would exhaust the server', async () => {
    const stored = await hashPassword('x', FAST);
    for (const broken of [
      '',
      'plain',
      stored.replace('scrypt$', 'argon2$'),
      stored.replace('ln=10', 'ln=40'),
      stored.split('$').slice(0, 3).join('$'),
    ]) {
      expect(await verifyPassword('x', broken)).toBe(false);
    }
  });

  it(
    'answer false against the dummy, whatever the password, after one derivation at the cost a real check costs',
    async () => {
      expect(parseHash(DUMMY_HASH)?.params).toEqual(OWASP_SCRYPT);
      const before = derivationsAt(OWASP_SCRYPT.ln);
      expect(await verifyAgainstDummy('anything')).toBe(false);
      expect(derivationsAt(OWASP_SCRYPT.ln) - before).toBe(1);
    },
    OWASP_DERIVATION_TIMEOUT,
  );
});

describe('many checks at once', () => {
  const held: Ticket[] = [];
  afterEach(() => held.splice(0).forEach((t) => t.release()));

  it('all complete, each with its own answer', async () => {
    const stored = await hashPassword('right', FAST);
    const answers = await Promise.all(['right', 'wrong', 'right', 'wrong', 'right'].map((p) => verifyPassword(p, stored)));
    expect(answers).toEqual([true, false, true, false, true]);
  });

  it('past the open line’s bound: refused at once with a 429 and Retry-After, nothing derived; the priority line still has room', async () => {
    const stored = await hashPassword('right', FAST);
    // Sign-ins that took their place and have not run yet (their database checks, say) fill the line.
    for (;;) {
      try {
        held.push(passwordPlace('open'));
      } catch (err) {
        expect(err).toBeInstanceOf(PasswordBusy);
        expect((err as PasswordBusy).status).toBe(429);
        expect(Number((err as PasswordBusy).headers?.['retry-after'])).toBeGreaterThanOrEqual(1);
        break;
      }
    }
    expect(held.length).toBe(passwordLoad().waiting.open);
    const before = derivationsAt(FAST.ln);
    expect(() => passwordPlace('open')).toThrow(PasswordBusy);
    expect(derivationsAt(FAST.ln)).toBe(before);
    // A known device, or a signed-in call, waits in its own line.
    expect(await verifyPassword('right', stored, passwordPlace('priority'))).toBe(true);
    expect(await verifyPassword('right', stored)).toBe(true);
    // A place given back is free again.
    held.pop()!.release();
    expect(await verifyPassword('right', stored, passwordPlace('open'))).toBe(true);
  });
});

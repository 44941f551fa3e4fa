import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, OWASP_SCRYPT, parseHash, verifyAgainstDummy, verifyPassword } from '../../server/auth/password.ts';

/** Cheap parameters where only the format and the comparison are under test. */
const FAST = { ln: 10, r: 8, p: 1 };

describe('password hashes', () => {
  it("use OWASP's scrypt parameters by default, written into the stored text", async () => {
    const stored = await hashPassword('Celebrate@123');
    expect(stored).toMatch(/^scrypt\$ln=17,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(parseHash(stored)?.params).toEqual(OWASP_SCRYPT);
    expect(await verifyPassword('Celebrate@123', stored)).toBe(true);
  });

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

  it('answer false against the dummy, whatever the password, which costs what a real check costs', async () => {
    expect(parseHash(DUMMY_HASH)?.params).toEqual(OWASP_SCRYPT);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});

describe('many checks at once', () => {
  it('all complete, each with its own answer', async () => {
    const stored = await hashPassword('right', FAST);
    const answers = await Promise.all(['right', 'wrong', 'right', 'wrong', 'right'].map((p) => verifyPassword(p, stored)));
    expect(answers).toEqual([true, false, true, false, true]);
  });
});

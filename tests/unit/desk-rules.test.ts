import { describe, expect, it } from 'vitest';
import { normaliseLogin } from '../../src/lib/desk/login.ts';
import { passwordProblem, PASSWORD_MESSAGES } from '../../src/lib/desk/passwordRule.ts';
import { PERMISSIONS, permissionsOf, ROLES, roleMay } from '../../src/lib/desk/permissions.ts';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { deskRoutes } from '../../src/lib/api/deskRoutes.ts';
import { parseDeskArgs } from '../../scripts/desk.ts';

describe('a staff login', () => {
  it.each([
    ['9876500100', '9876500100'],
    ['  98765 00100 ', '9876500100'],
    ['+91 98765-00100', '9876500100'],
    ['+919876500100', '9876500100'],
    ['09876500100', '9876500100'],
    ['(98765) 00100', '9876500100'],
    ['Asha.Rao@Example.COM', 'asha.rao@example.com'],
    [' asha@example.com ', 'asha@example.com'],
  ])('%j is kept as %j', (typed, stored) => expect(normaliseLogin(typed)).toBe(stored));

  it.each(['', '   ', '5876500100', '987650010', '98765001000', '+1 9876500100', 'asha@', '@example.com', 'asha@example', 'asha example.com', `${'a'.repeat(250)}@example.com`, '98765\u000000100'])(
    '%j is no login',
    (typed) => expect(normaliseLogin(typed)).toBeUndefined(),
  );
});

describe('a new password', () => {
  it('is at least 10 characters (counted as a person counts them), at most 200, and not the login in any form', () => {
    expect(passwordProblem('123456789', '9876500100')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('🎂🎂🎂🎂🎂🎂🎂🎂🎂', 'a@b.co')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('🎂🎂🎂🎂🎂🎂🎂🎂🎂🎂', 'a@b.co')).toBeUndefined();
    expect(passwordProblem('x'.repeat(201), 'a@b.co')).toBe(PASSWORD_MESSAGES.tooLong);
    expect(passwordProblem('9876500100', '9876500100')).toBe(PASSWORD_MESSAGES.isLogin);
    expect(passwordProblem('+91 98765 00100', '9876500100')).toBe(PASSWORD_MESSAGES.isLogin);
    expect(passwordProblem('Asha.Rao@Example.com', 'asha.rao@example.com')).toBe(PASSWORD_MESSAGES.isLogin);
    expect(passwordProblem('9876500100x', '9876500100')).toBeUndefined();
  });
});

describe('the permission table', () => {
  it('gives each role what the business asked for', () => {
    expect(permissionsOf('owner')).toEqual(Object.keys(PERMISSIONS));
    expect(permissionsOf('manager')).toEqual(['account.self', 'bookings.read', 'bookings.manage', 'bookings.refund', 'slots.block', 'leads.read']);
    expect(permissionsOf('front-desk')).toEqual(['account.self', 'bookings.read', 'bookings.manage']);
    expect(permissionsOf('editor')).toEqual(['account.self', 'content.edit']);
    expect(roleMay('front-desk', 'bookings.refund')).toBe(false);
  });

  it('names only known roles, and every desk call names a permission of it (or is the public sign-in)', () => {
    for (const roles of Object.values(PERMISSIONS)) for (const role of roles) expect(ROLES).toContain(role);
    for (const [name, route] of Object.entries(deskRoutes)) {
      if (route.permission === 'public') expect(name).toBe('signIn');
      else expect(Object.keys(PERMISSIONS)).toContain(route.permission);
    }
    expect(Object.keys(deskCalls).sort()).toEqual(Object.keys(deskRoutes).sort());
    expect(new Set(Object.values(deskRoutes).map((r) => r.path)).size).toBe(Object.keys(deskRoutes).length);
  });
});

describe('npm run desk', () => {
  it('takes add-owner with optional flags, and nothing else', () => {
    expect(parseDeskArgs(['add-owner'])).toEqual({ command: 'add-owner' });
    expect(parseDeskArgs(['add-owner', '--name', 'Asha Rao', '--login=asha@example.com', '--password', 'p w'])).toEqual({ command: 'add-owner', name: 'Asha Rao', login: 'asha@example.com', password: 'p w' });
    for (const argv of [[], ['add-owners'], ['add-owner', 'extra'], ['add-owner', '--role', 'owner'], ['add-owner', '--name']]) expect(parseDeskArgs(argv), argv.join(' ')).toBeUndefined();
  });
});

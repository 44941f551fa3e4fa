import { describe, expect, it } from 'vitest';
import { normaliseLogin } from '../../src/lib/desk/login.ts';
import { passwordProblem, PASSWORD_MESSAGES } from '../../src/lib/desk/passwordRule.ts';
import { PERMISSIONS, permissionsOf, ROLES, roleMay } from '../../src/lib/desk/permissions.ts';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { deskRoutes } from '../../src/lib/api/deskRoutes.ts';
import { parseDeskArgs } from '../../scripts/desk.ts';
import { createDeskClient, DeskError, NO_ANSWER, whenSessionEnds } from '../../src/islands/desk/deskApi.ts';

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

  it.each([
    '',
    '   ',
    '5876500100',
    '987650010',
    '98765001000',
    '+1 9876500100',
    'asha@',
    '@example.com',
    'asha@example',
    'asha example.com',
    `${'a'.repeat(250)}@example.com`,
    '98765\u000000100',
  ])('%j is no login', (typed) => expect(normaliseLogin(typed)).toBeUndefined());
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
    expect(permissionsOf('manager')).toEqual([
      'account.self',
      'bookings.read',
      'bookings.manage',
      'bookings.refund',
      'bookings.discount',
      'payments.void',
      'takings.read',
      'slots.block',
      'leads.read',
    ]);
    expect(permissionsOf('front-desk')).toEqual(['account.self', 'bookings.read', 'bookings.manage']);
    expect(permissionsOf('editor')).toEqual(['account.self', 'content.edit']);
    expect(roleMay('front-desk', 'bookings.refund')).toBe(false);
    expect(roleMay('front-desk', 'payments.void')).toBe(false);
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
    expect(parseDeskArgs(['add-owner', '--name', 'Asha Rao', '--login=asha@example.com', '--password', 'p w'])).toEqual({
      command: 'add-owner',
      name: 'Asha Rao',
      login: 'asha@example.com',
      password: 'p w',
    });
    for (const argv of [[], ['add-owners'], ['add-owner', 'extra'], ['add-owner', '--role', 'owner'], ['add-owner', '--name']])
      expect(parseDeskArgs(argv), argv.join(' ')).toBeUndefined();
  });
});

describe('the desk’s API client', () => {
  it('sends the cookie with every call, a GET’s input as its query (blanks left out), a POST’s as JSON; a 401 outside the sign-in ends the desk’s session', async () => {
    const seen: { url: string; method: string; credentials: string; body: string }[] = [];
    const answers = [
      [200, { success: true, message: 'OK' }],
      [200, { success: true, message: 'OK' }],
      [401, { success: false, message: 'Invalid phone, e-mail or password.' }],
      [401, { success: false, message: 'Your desk session has ended. Please sign in again.' }],
      [
        400,
        {
          success: false,
          message: 'before must be the cursor a page of the log gave',
          errors: [{ field: 'before', message: 'before must be the cursor a page of the log gave' }],
        },
      ],
    ] as const;
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      seen.push({ url: req.url, method: req.method, credentials: req.credentials, body: await req.text() });
      const [status, body] = answers[seen.length - 1];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const ended: string[] = [];
    whenSessionEnds((message) => ended.push(message));
    try {
      const api = createDeskClient('http://api.test/');
      await api.auditList({ action: 'sign-in', staffId: '', before: '1795000000000-12' });
      await api.signIn({ login: '9876500100', password: 'x' });
      const signIn = await api.signIn({ login: '9876500100', password: 'y' }).catch((e: unknown) => e);
      expect(signIn).toBeInstanceOf(DeskError);
      expect(ended).toEqual([]);
      await expect(api.me()).rejects.toMatchObject({ status: 401 });
      expect(ended).toEqual(['Your desk session has ended. Please sign in again.']);
      await expect(api.auditList({ before: '0' })).rejects.toMatchObject({
        status: 400,
        fields: { before: 'before must be the cursor a page of the log gave' },
      });
    } finally {
      globalThis.fetch = original;
      whenSessionEnds(() => {});
    }
    expect(seen[0]).toMatchObject({
      url: 'http://api.test/v1/desk/audit?action=sign-in&before=1795000000000-12',
      method: 'GET',
      credentials: 'include',
      body: '',
    });
    expect(seen[1]).toMatchObject({
      url: 'http://api.test/v1/desk/sign-in',
      method: 'POST',
      credentials: 'include',
      body: '{"login":"9876500100","password":"x"}',
    });
    expect(seen[3]).toMatchObject({ url: 'http://api.test/v1/desk/me', method: 'GET' });
  });

  it('says what to do when no answer came', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    try {
      await expect(createDeskClient('http://api.test').me()).rejects.toMatchObject({ status: 0, message: NO_ANSWER });
    } finally {
      globalThis.fetch = original;
    }
  });
});

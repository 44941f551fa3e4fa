import { describe, expect, it, vi } from 'vitest';
import { formatClock, formatDay, formatSlot, invoiceHref, statusLabel } from '../../src/lib/profile/bookingView.ts';
import { formatPoints, progressPercent } from '../../src/lib/profile/progress.ts';
import { keysToClearAtHome, PROFILE_SESSION_KEY, REFERRAL_KEY, referralLink } from '../../src/lib/profile/referral.ts';
import { INVITE_SENT, LINK_COPIED, SHARE_FAILED, SHARE_UNSUPPORTED, shareInvite, shareWayOf } from '../../src/lib/profile/share.ts';
import { LOGIN_FAILED, NO_ANSWER, signInMessageOf } from '../../src/lib/profile/signInMessage.ts';
import { $profileSession, sessionFrom, signedIn } from '../../src/lib/stores/profile.ts';
import { logOut } from '../../src/islands/profile/profileApi.ts';

const invite = { title: 'CineCelebrations', text: 'Come along', url: 'https://example.com/?ref=ANANYA7K2Q' };
const abort = () => Object.assign(new Error('Share canceled'), { name: 'AbortError' });

describe('sharing an invitation (DECISIONS.md 9)', () => {
  it('uses the device share sheet when there is one, else the clipboard, else neither', () => {
    const share = async () => undefined;
    const writeText = async () => undefined;
    expect(shareWayOf({ share, clipboard: { writeText } })).toBe('share');
    expect(shareWayOf({ clipboard: { writeText } })).toBe('clipboard');
    expect(shareWayOf({ clipboard: {} })).toBe('none');
    expect(shareWayOf({})).toBe('none');
  });

  it('says the invitation was sent after the share sheet, and copies the link without one', async () => {
    const share = vi.fn(async () => undefined);
    expect(await shareInvite({ share }, invite)).toEqual({ kind: 'message', message: INVITE_SENT });
    expect(share).toHaveBeenCalledWith(invite);
    const writeText = vi.fn(async () => undefined);
    expect(await shareInvite({ clipboard: { writeText } }, invite)).toEqual({ kind: 'message', message: LINK_COPIED });
    expect(writeText).toHaveBeenCalledWith(invite.url);
  });

  it('alerts when neither is there, says nothing when the person closes the sheet, and reports any other failure', async () => {
    expect(await shareInvite({}, invite)).toEqual({ kind: 'alert', message: SHARE_UNSUPPORTED });
    expect(await shareInvite({ share: async () => Promise.reject(abort()) }, invite)).toEqual({ kind: 'cancelled' });
    expect(await shareInvite({ share: async () => Promise.reject(new Error('NotAllowedError')) }, invite)).toEqual({
      kind: 'message',
      message: SHARE_FAILED,
    });
    expect(await shareInvite({ clipboard: { writeText: async () => Promise.reject(new Error('denied')) } }, invite)).toEqual({
      kind: 'message',
      message: SHARE_FAILED,
    });
  });
});

describe('the points bar', () => {
  it('is the server’s progress as a percentage with one decimal, within 0..100', () => {
    expect(progressPercent(0.8565)).toBe(85.7);
    expect(progressPercent(0.625)).toBe(62.5);
    expect(progressPercent(0)).toBe(0);
    expect(progressPercent(1.4)).toBe(100);
    expect(progressPercent(-1)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
  });

  it('writes points as India writes numbers', () => {
    expect(formatPoints(1713)).toBe('1,713');
    expect(formatPoints(125000)).toBe('1,25,000');
    expect(formatPoints(-5)).toBe('0');
  });
});

describe('referral links', () => {
  it('links to the home page with the code', () => {
    expect(referralLink('https://example.com/', 'ANANYA7K2Q')).toBe('https://example.com/?ref=ANANYA7K2Q');
  });

  it('survives arriving home, with the sign-in, while the booking in progress goes', () => {
    expect(keysToClearAtHome(['booking:choice', 'booking:wizard', REFERRAL_KEY, PROFILE_SESSION_KEY, 'popup'])).toEqual([
      'booking:choice',
      'booking:wizard',
      'popup',
    ]);
  });
});

describe('the sign-in’s messages (spec section 8)', () => {
  it('shows the server’s message, “Login failed” when it gave none, and “Invalid credentials or server error.” without an answer', () => {
    expect(signInMessageOf({ status: 401, data: { success: false, message: 'Invalid phone number or password.' } })).toBe(
      'Invalid phone number or password.',
    );
    expect(signInMessageOf({ status: 429, data: { message: 'Too many requests. Please try again in 15 minutes.' } })).toBe(
      'Too many requests. Please try again in 15 minutes.',
    );
    expect(signInMessageOf({ status: 401, data: { success: false } })).toBe(LOGIN_FAILED);
    expect(signInMessageOf({ status: 502, data: '<html>Bad gateway</html>' })).toBe(NO_ANSWER);
    expect(signInMessageOf(new TypeError('fetch failed'))).toBe(NO_ANSWER);
    expect(signInMessageOf(undefined)).toBe(NO_ANSWER);
  });
});

describe('the kept session', () => {
  const session = {
    token: 'c1.cu-ananya.1.sig',
    expiresAt: '2026-01-01T00:00:00.000Z',
    user: { _id: 'cu-ananya', name: 'Ananya', phone: '9876500001', email: '' },
  };
  it('is read back as kept, and anything else the tab holds is no session', () => {
    expect(sessionFrom(JSON.stringify(session))).toEqual(session);
    for (const text of [
      '',
      'null',
      '{',
      '"x"',
      JSON.stringify({ ...session, token: 1 }),
      JSON.stringify({ ...session, user: { ...session.user, name: null } }),
    ]) {
      expect(sessionFrom(text), text).toBeNull();
    }
  });
});

describe('Logout', () => {
  const session = {
    token: 'c2.cu-ananya:AAAAAAAAAAAAAAAAAAAAAA.1.sig',
    expiresAt: '2026-01-01T00:00:00.000Z',
    user: { _id: 'cu-ananya', name: 'Ananya', phone: '9876500001', email: '' },
  };
  it('forgets the session at once and asks the server to end it with that session’s token, even when the call cannot be made', async () => {
    const fetch = vi.fn(async (..._args: unknown[]): Promise<Response> => {
      throw new TypeError('fetch failed');
    });
    vi.stubGlobal('fetch', fetch);
    try {
      signedIn(session);
      logOut();
      expect($profileSession.get()).toBeNull();
      // Vitest's 1 s for a waitFor is a fast machine's; a busy one may take longer to get there.
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), { timeout: 30_000 });
      const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
      expect(String(url)).toMatch(/\/v1\/theatre\/web\/logout$/);
      expect(init.method).toBe('POST');
      expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${session.token}`);
      // Signed out already: nothing more to tell the server.
      logOut();
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('a booking as the profile lists it', () => {
  it('names its state, day and slot as people read them', () => {
    expect(statusLabel('booking-confirmed')).toBe('Confirmed');
    expect(statusLabel('payment-failed')).toBe('Payment failed');
    expect(formatDay('2025-09-14')).toMatch(/Sun.*14.*Sep.*2025/);
    expect(formatClock('00:30')).toBe('12:30 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatSlot({ fromTime: '19:30', toTime: '21:00' })).toBe('7:30 PM – 9:00 PM');
  });

  it('links an invoice only to an http(s) address or a path on the API', () => {
    expect(invoiceHref('https://api.example.com', '/v1/theatre/invoices/abc.pdf')).toBe(
      'https://api.example.com/v1/theatre/invoices/abc.pdf',
    );
    expect(invoiceHref('', 'https://cdn.example.com/i.pdf')).toBe('https://cdn.example.com/i.pdf');
    for (const bad of ['', 'javascript:alert(1)', '//evil.example/x.pdf', 'invoice.pdf']) expect(invoiceHref('', bad), bad).toBeUndefined();
  });
});

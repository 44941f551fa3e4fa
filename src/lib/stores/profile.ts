import './persistentEngine.ts';
import { persistentAtom } from '@nanostores/persistent';
import { PROFILE_SESSION_KEY, REFERRAL_KEY } from '../profile/referral.ts';

/**
 * The profile's sign-in, kept for the tab in sessionStorage (spec: the login state is restored from
 * session storage; Logout removes it), and the referral code the visitor arrived with. The booking
 * details step sends both with addbooking.
 */

export interface ProfileUser {
  _id: string;
  name: string;
  phone: string;
  email: string;
}

export interface ProfileSession {
  /** The customer session admin/login answered (the bearer of web/profile). */
  token: string;
  /** ISO time. */
  expiresAt: string;
  user: ProfileUser;
}

const isText = (v: unknown): v is string => typeof v === 'string';

/** Whatever the tab kept, a session of the right shape or none. */
export function sessionFrom(text: string): ProfileSession | null {
  try {
    const s = JSON.parse(text) as Partial<ProfileSession> | null;
    const u = s?.user;
    if (!s || !isText(s.token) || !isText(s.expiresAt) || !u || ![u._id, u.name, u.phone, u.email].every(isText)) return null;
    return { token: s.token, expiresAt: s.expiresAt, user: { _id: u._id, name: u.name, phone: u.phone, email: u.email } };
  } catch {
    return null;
  }
}

export const $profileSession = persistentAtom<ProfileSession | null>(PROFILE_SESSION_KEY, null, {
  // No session is no key at all: encoding to undefined removes it from sessionStorage.
  encode: (session) => (session ? JSON.stringify(session) : (undefined as unknown as string)),
  decode: sessionFrom,
});

export const signedIn = (session: ProfileSession): void => $profileSession.set(session);

/** Logout: the session leaves sessionStorage. */
export const signOut = (): void => $profileSession.set(null);

/** The referral code of the link the visitor came by ('' for none); written by the site layout's inline script. */
export const $referralCode = persistentAtom<string>(REFERRAL_KEY, '');

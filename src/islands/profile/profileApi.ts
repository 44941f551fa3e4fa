import { createClient } from '../../lib/api/client.ts';
import type { ResponseOf } from '../../lib/api/calls.ts';
import { signInMessageOf, LOGIN_FAILED } from '../../lib/profile/signInMessage.ts';
import { $profileSession, signOut, type ProfileSession } from '../../lib/stores/profile.ts';
import { apiOrigin } from '../../client/apiOrigin.ts';

/** The profile's calls: admin/login, then web/profile and web/logout with the customer session as the bearer. */
const api = createClient({ origin: apiOrigin, token: () => $profileSession.get()?.token, fetchOptions: { retry: 0, timeout: 20_000 } });

export type Profile = ResponseOf<'profile'>;

export class SignInFailure extends Error {}

/** Signs in; throws a SignInFailure with the message to show. */
export async function signIn(phone: string, password: string): Promise<ProfileSession> {
  let res: ResponseOf<'login'>;
  try {
    res = await api.login({ phone, password });
  } catch (error) {
    throw new SignInFailure(signInMessageOf(error));
  }
  if (!res?.success || !res.user || !res.token)
    throw new SignInFailure(typeof res?.message === 'string' && res.message ? res.message : LOGIN_FAILED);
  return { token: res.token, expiresAt: res.expiresAt, user: res.user };
}

export type ProfileLoad = { kind: 'ok'; profile: Profile } | { kind: 'signedOut'; message: string } | { kind: 'failed'; message: string };

export const PROFILE_FAILED = 'Could not load your profile. Please check your connection and try again.';

/** The signed-in customer's profile; a 401 means the session is over (expired, or the server's key changed). */
export async function loadProfile(): Promise<ProfileLoad> {
  try {
    return { kind: 'ok', profile: await api.profile({}) };
  } catch (error) {
    const { status, data } = (error ?? {}) as { status?: number; data?: { message?: unknown } };
    const message = typeof data?.message === 'string' && data.message ? data.message : '';
    if (status === 401) return { kind: 'signedOut', message: message || 'Please sign in again.' };
    return { kind: 'failed', message: message || PROFILE_FAILED };
  }
}

/**
 * Logout: the tab forgets the session at once, and the server is told to end it, so that a copy of
 * the token (a duplicated tab, a shared computer) no longer works. The server call is best effort:
 * offline, or with the session already over, the tab is signed out all the same. keepalive lets the
 * call finish if the page is closed right after.
 */
export function logOut(): void {
  const token = $profileSession.get()?.token;
  signOut();
  if (!token) return;
  const once = createClient({ origin: apiOrigin, token: () => token, fetchOptions: { retry: 0, timeout: 10_000, keepalive: true } });
  once.logout({}).catch(() => undefined);
}

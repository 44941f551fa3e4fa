import { useHydrated } from '../shared/useHydrated.ts';
import { useCallback, useLayoutEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $profileSession, signOut } from '../../lib/stores/profile.ts';
import { logOut } from './profileApi.ts';
import { PROFILE_FRAME_ID } from './ProfileFrame.tsx';
import { ProfileView } from './ProfileView.tsx';
import { SignInForm } from './SignInForm.tsx';

/**
 * /profile: the sign-in, or the signed-in customer's profile. The session is the tab's
 * (sessionStorage), so the island renders neither on the server; the store is read once hydration
 * is done. Until then a signed-in tab shows the server's frame of the profile (ProfileFrame.tsx),
 * which goes in the same frame as the island draws in its place.
 * Each step focuses its heading when it appears (after sign-in, after Logout, on arrival).
 */
export default function ProfileApp() {
  const session = useStore($profileSession, { ssr: () => null });
  const ready = useHydrated();
  const [notice, setNotice] = useState<string>();
  useLayoutEffect(() => {
    if (ready) document.getElementById(PROFILE_FRAME_ID)?.remove();
  }, [ready]);

  const logout = useCallback(() => {
    logOut();
    setNotice('You have signed out.');
  }, []);
  const ended = useCallback((message: string) => {
    signOut();
    setNotice(message);
  }, []);

  // At least a screen tall in every state, so the footer below never moves up into view as the
  // island replaces its empty server render (no layout shift on arrival, sign-in or Logout).
  return (
    <div className="min-h-svh">
      {!ready ? null : !session ? (
        <SignInForm notice={notice} />
      ) : (
        <ProfileView session={session} onLogout={logout} onSessionEnded={ended} />
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { deskApi, DeskError, whenSessionEnds } from './deskApi.ts';
import type { DeskSession } from './deskContext.ts';
import { DeskShell } from './DeskShell.tsx';
import { SignInForm } from './SignInForm.tsx';

type State = { kind: 'loading' } | { kind: 'signedOut'; notice?: string } | { kind: 'signedIn'; session: DeskSession };

const sessionOf = (res: DeskSession): DeskSession => ({ staff: res.staff, permissions: res.permissions, endsAt: res.endsAt });

/**
 * /desk: the sign-in, or the desk of the signed-in staff member. The session is an HttpOnly cookie
 * the page cannot read, so the server is asked who is signed in (`me`) on arrival; a call that
 * finds the session ended (timed out, signed out elsewhere, the account disabled) brings the
 * sign-in back with the server's reason.
 */
export default function DeskApp() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    deskApi
      .me()
      .then(
        (res) => live && setState({ kind: 'signedIn', session: sessionOf(res) }),
        (failure) =>
          live &&
          setState({ kind: 'signedOut', notice: failure instanceof DeskError && failure.status !== 401 ? failure.message : undefined }),
      )
      // Heard only after the first look: not being signed in on arrival is no news.
      .finally(() => whenSessionEnds((message) => live && setState({ kind: 'signedOut', notice: message })));
    return () => {
      live = false;
    };
  }, []);

  const signOut = () => {
    // Signed out on the page whatever the server answers: offline, or with the session already over.
    deskApi.signOut().catch(() => undefined);
    setState({ kind: 'signedOut', notice: 'You have signed out.' });
  };

  if (state.kind === 'loading') {
    return (
      <main id="desk-main" className="min-h-svh bg-neutral-50 px-4 py-16">
        <p className="mx-auto max-w-md text-neutral-700">Opening the desk…</p>
      </main>
    );
  }
  if (state.kind === 'signedOut')
    return <SignInForm notice={state.notice} onSignedIn={(session) => setState({ kind: 'signedIn', session })} />;
  return <DeskShell session={state.session} onSignOut={signOut} />;
}

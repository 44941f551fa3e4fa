import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState } from 'react';
import { deskApi, DeskError, whenSessionEnds } from './deskApi.ts';
import type { DeskSession } from './deskContext.ts';
import { DESK_SCREENS, screensFor } from './deskMenu.ts';
import { DeskShell } from './DeskShell.tsx';
import { createDeskQueryClient } from './queryClient.ts';
import { forgetOpening, rememberOpening } from './openingHint.ts';
import { SignInForm } from './SignInForm.tsx';

type State = { kind: 'checking' } | { kind: 'signedOut'; notice?: string } | { kind: 'signedIn'; session: DeskSession };

const sessionOf = (res: DeskSession): DeskSession => ({ staff: res.staff, permissions: res.permissions, endsAt: res.endsAt });

/**
 * /desk: the sign-in, or the desk of the signed-in staff member. The session is an HttpOnly cookie
 * the page cannot read, so the server is asked who is signed in (`me`) on arrival; until it
 * answers, the sign-in shows (it is the page's HTML, there to type into before the script runs),
 * and a signed-in session then opens the desk in its place. A call that finds the session ended
 * (timed out, signed out elsewhere, the account disabled) brings the sign-in back with the
 * server's reason.
 *
 * A browser that had the desk open draws the desk's frame in its first paint instead (desk.astro,
 * openingHint.ts), and the screen it opens on starts loading beside `me`; the frame gives way to
 * the desk or the sign-in once the server has answered.
 */
export default function DeskApp() {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [queries] = useState(createDeskQueryClient);

  useEffect(() => {
    const opening = document.documentElement.dataset.deskOpening;
    if (opening) DESK_SCREENS.find((s) => s.id === opening)?.preload();
    let live = true;
    // Only while still checking: a sign-in made meanwhile is not undone by the older answer.
    const arrived = (next: State) => live && setState((now) => (now.kind === 'checking' ? next : now));
    deskApi
      .me()
      .then(
        (res) => arrived({ kind: 'signedIn', session: sessionOf(res) }),
        (failure) =>
          arrived({ kind: 'signedOut', notice: failure instanceof DeskError && failure.status !== 401 ? failure.message : undefined }),
      )
      // Heard only after the first look: not being signed in on arrival is no news.
      .finally(() => whenSessionEnds((message) => live && setState({ kind: 'signedOut', notice: message })));
    return () => {
      live = false;
    };
  }, []);

  useLayoutEffect(() => {
    if (state.kind === 'checking') return;
    // What one staff member was shown is not there for whoever signs in next on this device.
    if (state.kind === 'signedOut') queries.clear();
    delete document.documentElement.dataset.deskOpening;
    const first = state.kind === 'signedIn' ? screensFor(state.session.permissions)[0] : undefined;
    if (state.kind === 'signedIn' && first) rememberOpening(first.id, state.session.endsAt);
    else forgetOpening();
  }, [state, queries]);

  const signOut = () => {
    // Signed out on the page whatever the server answers: offline, or with the session already over.
    deskApi.signOut().catch(() => undefined);
    setState({ kind: 'signedOut', notice: 'You have signed out.' });
  };

  if (state.kind === 'signedIn')
    return (
      <QueryClientProvider client={queries}>
        <DeskShell session={state.session} onSignOut={signOut} />
      </QueryClientProvider>
    );
  return (
    <SignInForm
      notice={state.kind === 'signedOut' ? state.notice : undefined}
      onSignedIn={(session) => setState({ kind: 'signedIn', session })}
    />
  );
}

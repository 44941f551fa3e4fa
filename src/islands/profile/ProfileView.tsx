import { useEffect, useRef } from 'react';
import type { ProfileSession } from '../../lib/stores/profile.ts';
import { BookingsList } from './BookingsList.tsx';
import { InviteCard } from './InviteCard.tsx';
import { PointsCard } from './PointsCard.tsx';
import { ProfilePage } from './ProfilePage.tsx';
import { SECONDARY_BUTTON } from './styles.ts';
import { useProfile } from './useProfile.ts';

interface Props {
  session: ProfileSession;
  onLogout: () => void;
  /** The server no longer takes the session (expired): back to the sign-in with its message. */
  onSessionEnded: (message: string) => void;
}

/**
 * Step 2: 'Welcome back, {name}!' with Logout; the customer's details at once (from the sign-in),
 * and their points, referral link and bookings as web/profile answers them (the points card drawn
 * at its size, its figures blank, until then).
 */
export function ProfileView({ session, onLogout, onSessionEnded }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { state, retry } = useProfile();
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (state.kind === 'signedOut') onSessionEnded(state.message);
  }, [state, onSessionEnded]);
  const user = state.kind === 'ok' ? state.profile.user : session.user;
  const points =
    state.kind === 'ok' ? (
      <PointsCard points={state.profile.points} />
    ) : state.kind === 'failed' ? (
      <Failed message={state.message} retry={retry} />
    ) : (
      <PointsCard points={null} />
    );

  return (
    <ProfilePage user={user} heading={heading} onLogout={onLogout} points={points}>
      {state.kind === 'ok' && (
        <>
          <InviteCard code={state.profile.referralCode} name={user.name} />
          <BookingsList bookings={state.profile.bookings} />
        </>
      )}
    </ProfilePage>
  );
}

function Failed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
      <p className="font-medium">{message}</p>
      <button type="button" onClick={retry} className={`mt-3 ${SECONDARY_BUTTON}`}>
        Try again
      </button>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import type { ProfileSession } from '../../lib/stores/profile.ts';
import { BookingsList } from './BookingsList.tsx';
import { InviteCard } from './InviteCard.tsx';
import { PointsCard } from './PointsCard.tsx';
import { ProfileDetails } from './ProfileDetails.tsx';
import { RewardsInfo } from './RewardsInfo.tsx';
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
 * and their points, referral link and bookings as web/profile answers them.
 */
export function ProfileView({ session, onLogout, onSessionEnded }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { state, retry } = useProfile();
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (state.kind === 'signedOut') onSessionEnded(state.message);
  }, [state, onSessionEnded]);
  const user = state.kind === 'ok' ? state.profile.user : session.user;

  return (
    <section className="bg-neutral-50 px-4 py-8 sm:py-10">
      <div className="mx-auto grid max-w-5xl gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-neutral-900 outline-none sm:text-3xl">
            Welcome back, {user.name}!
          </h1>
          <button type="button" onClick={onLogout} className={SECONDARY_BUTTON}>
            Logout
          </button>
        </div>
        <div className="grid gap-6 md:grid-cols-2 md:items-start">
          <ProfileDetails user={user} />
          {state.kind === 'ok' ? <PointsCard points={state.profile.points} /> : <Pending state={state} retry={retry} />}
        </div>
        <RewardsInfo />
        {state.kind === 'ok' && (
          <>
            <InviteCard code={state.profile.referralCode} name={user.name} />
            <BookingsList bookings={state.profile.bookings} />
          </>
        )}
      </div>
    </section>
  );
}

function Pending({ state, retry }: { state: ReturnType<typeof useProfile>['state']; retry: () => void }) {
  if (state.kind === 'failed') {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
        <p className="font-medium">{state.message}</p>
        <button type="button" onClick={retry} className={`mt-3 ${SECONDARY_BUTTON}`}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="rounded-2xl border border-neutral-200 bg-white p-5 text-neutral-700">
      Loading your points and bookings...
    </p>
  );
}

import type { ReactNode, Ref } from 'react';
import type { ProfileUser } from '../../lib/stores/profile.ts';
import { ProfileDetails } from './ProfileDetails.tsx';
import { RewardsInfo } from './RewardsInfo.tsx';
import { SECONDARY_BUTTON } from './styles.ts';

interface Props {
  /** null: the frame drawn before the island runs, its values filled in from the tab (profileFrame.ts). */
  user: ProfileUser | null;
  heading?: Ref<HTMLHeadingElement>;
  onLogout?: () => void;
  /** The points card, or what stands in its place at its size. */
  points: ReactNode;
  /** What comes once web/profile answers, below everything above (the referral link, the bookings). */
  children?: ReactNode;
}

/**
 * The signed-in profile's page: 'Welcome back, {name}!' with Logout, the details, the points, how
 * rewards work, then the rest. The same boxes in the frame the server draws and in the island, so
 * nothing moves when one replaces the other or when the figures arrive.
 */
export function ProfilePage({ user, heading, onLogout, points, children }: Props) {
  return (
    <section className="bg-neutral-50 px-4 py-8 sm:py-10">
      <div className="mx-auto grid max-w-5xl gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-neutral-900 outline-none sm:text-3xl">
            Welcome back, {user ? user.name : <span data-profile-fill="name" />}!
          </h1>
          <button type="button" onClick={onLogout} disabled={!onLogout} className={SECONDARY_BUTTON}>
            Logout
          </button>
        </div>
        <div className="grid gap-6 md:grid-cols-2 md:items-start">
          <ProfileDetails user={user} />
          {points}
        </div>
        <RewardsInfo />
        {children}
      </div>
    </section>
  );
}

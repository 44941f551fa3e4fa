import { PointsCard } from './PointsCard.tsx';
import { ProfilePage } from './ProfilePage.tsx';

/** The frame's element, taken away by the island when it draws the profile in its place. */
export const PROFILE_FRAME_ID = 'profile-frame';

/**
 * The signed-in profile as the server draws it, with no script: hidden, and shown before the first
 * paint (profile.astro) with the customer's details from the tab's session when the tab has one,
 * so that a signed-in customer sees the page's boxes at their final sizes at once, and the island
 * then replaces them in place.
 */
export function ProfileFrame() {
  return (
    <div id={PROFILE_FRAME_ID} hidden>
      <ProfilePage user={null} points={<PointsCard points={null} />} />
    </div>
  );
}

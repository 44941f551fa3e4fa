import type { ProfileUser } from '../../lib/stores/profile.ts';
import { CopyButton } from './CopyButton.tsx';
import { CARD, CARD_TITLE } from './styles.ts';

/**
 * The signed-in customer's own details (the login answer's user), with the user id's copy button.
 * Without a user (the server's frame), each value is left for the tab's session to fill in.
 */
export function ProfileDetails({ user }: { user: ProfileUser | null }) {
  return (
    <section aria-labelledby="details-title" className={CARD}>
      <h2 id="details-title" className={CARD_TITLE}>
        Profile Details
      </h2>
      <dl className="mt-3 grid gap-3 text-neutral-900">
        <Row label="Name" value={user?.name} fill="name" />
        <Row label="Phone" value={user?.phone} fill="phone" />
        <Row label="Email" value={user && (user.email || '—')} fill="email" />
        <div>
          <dt className="text-sm text-neutral-600">User ID</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <code
              className="break-all rounded bg-neutral-100 px-2 py-1 text-sm"
              {...(user ? { 'data-testid': 'user-id' } : { 'data-profile-fill': '_id' })}
            >
              {user?._id}
            </code>
            <CopyButton text={user?._id ?? ''} label="Copy user ID" />
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Row({ label, value, fill }: { label: string; value: string | null | undefined; fill: string }) {
  return (
    <div>
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="font-semibold break-words" {...(value == null ? { 'data-profile-fill': fill } : {})}>
        {value}
      </dd>
    </div>
  );
}

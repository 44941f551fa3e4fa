import type { ProfileUser } from '../../lib/stores/profile.ts';
import { CopyButton } from './CopyButton.tsx';
import { CARD, CARD_TITLE } from './styles.ts';

/** The signed-in customer's own details (the login answer's user), with the user id's copy button. */
export function ProfileDetails({ user }: { user: ProfileUser }) {
  return (
    <section aria-labelledby="details-title" className={CARD}>
      <h2 id="details-title" className={CARD_TITLE}>
        Profile Details
      </h2>
      <dl className="mt-3 grid gap-3 text-neutral-900">
        <Row label="Name" value={user.name} />
        <Row label="Phone" value={user.phone} />
        <Row label="Email" value={user.email || '—'} />
        <div>
          <dt className="text-sm text-neutral-600">User ID</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <code className="break-all rounded bg-neutral-100 px-2 py-1 text-sm" data-testid="user-id">
              {user._id}
            </code>
            <CopyButton text={user._id} label="Copy user ID" />
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-neutral-600">{label}</dt>
      <dd className="font-semibold break-words">{value}</dd>
    </div>
  );
}

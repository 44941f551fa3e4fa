import { referralLink } from '../../lib/profile/referral.ts';
import { ShareButton } from './ShareButton.tsx';
import { CARD, CARD_TITLE } from './styles.ts';

/** 'Invite Friends & Earn': the customer's referral link and its share button. */
export function InviteCard({ code, name }: { code: string; name: string }) {
  const link = referralLink(window.location.origin, code);
  return (
    <section aria-labelledby="invite-title" className={CARD}>
      <h2 id="invite-title" className={CARD_TITLE}>
        Invite Friends &amp; Earn
      </h2>
      <p className="mt-2 text-neutral-800">
        Share your link: you get 500 points when a friend books through it, and they get 200 points on their first booking.
      </p>
      <p className="mt-3 text-sm text-neutral-700">
        Your referral code: <strong className="font-mono text-neutral-900">{code}</strong>
      </p>
      <ShareButton link={link} name={name} />
    </section>
  );
}

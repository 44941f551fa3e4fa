/** The three info cards of the rewards programme (spec section 9), in the spec's terms. */
const CARDS = [
  { title: 'Reward Points', text: 'Earn 10% reward points on bookings of ₹5000 or more.' },
  { title: 'Referral Points', text: 'Get 500 points per referral, and your friend gets 200 points on their first booking.' },
  { title: 'Loyalty Tiers', text: 'Use 50% of your points on your 2nd booking, 75% on your 3rd, then 100%.' },
];

export function RewardsInfo() {
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="How rewards work">
      {CARDS.map((card) => (
        <li key={card.title} className="rounded-2xl border border-brand-100 bg-brand-50 p-4">
          <h2 className="font-bold text-brand-800">{card.title}</h2>
          <p className="mt-1 text-sm text-neutral-800">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

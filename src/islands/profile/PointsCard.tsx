import { formatPoints, progressPercent } from '../../lib/profile/progress.ts';
import type { Profile } from './profileApi.ts';
import { CARD, CARD_TITLE } from './styles.ts';

type Points = Profile['points'];

const ORDINAL = ['th', 'st', 'nd', 'rd'];
const ordinal = (n: number) => `${n}${(n % 100 >= 11 && n % 100 <= 13) || n % 10 > 3 ? 'th' : ORDINAL[n % 10]}`;

/**
 * The customer's points as the server counts them, the bar towards the next milestone, and what
 * may be spent on the next booking. Redeeming is not offered online: the button says so rather
 * than doing nothing (docs/decisions.md, Profile).
 */
export function PointsCard({ points }: { points: Points }) {
  const percent = progressPercent(points.progress);
  const share = Math.round(points.usableShare * 100);
  return (
    <section aria-labelledby="points-title" className={CARD}>
      <h2 id="points-title" className={CARD_TITLE}>
        Your Points
      </h2>
      <p className="mt-3 text-4xl font-extrabold text-neutral-900" data-testid="points-total">
        {formatPoints(points.total)} <span className="text-base font-semibold text-neutral-600">points</span>
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm text-neutral-700">
        <div>
          <dt>Reward points</dt>
          <dd className="font-semibold text-neutral-900" data-testid="points-reward">
            {formatPoints(points.reward)}
          </dd>
        </div>
        <div>
          <dt>Referral points</dt>
          <dd className="font-semibold text-neutral-900" data-testid="points-referral">
            {formatPoints(points.referral)}
          </dd>
        </div>
      </dl>
      <p id="milestone-label" className="mt-4 text-sm font-medium text-neutral-800">
        Next milestone: {formatPoints(points.nextMilestone)} points
      </p>
      <div
        role="progressbar"
        aria-labelledby="milestone-label"
        aria-valuemin={0}
        aria-valuemax={points.nextMilestone}
        aria-valuenow={points.total}
        aria-valuetext={`${formatPoints(points.total)} of ${formatPoints(points.nextMilestone)} points (${percent}%)`}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-neutral-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-4 text-sm text-neutral-700" data-testid="points-usable">
        {share === 0
          ? 'Points can be used from your 2nd booking.'
          : `On your ${ordinal(points.nextBooking)} booking you can use ${share}% of your points: ${formatPoints(points.usable)} points.`}
      </p>
      <button
        type="button"
        aria-disabled="true"
        aria-describedby="redeem-note"
        className="mt-4 inline-flex min-h-11 cursor-not-allowed items-center justify-center rounded-full bg-neutral-300 px-5 py-2 font-semibold text-neutral-700"
      >
        Redeem Points
      </button>
      <p id="redeem-note" className="mt-2 text-xs text-neutral-600">
        Points can't be redeemed online yet. They stay in your account and keep growing with every booking.
      </p>
    </section>
  );
}

import type { ReactNode } from 'react';
import { formatPoints, progressPercent } from '../../lib/profile/progress.ts';
import type { Profile } from './profileApi.ts';
import { CARD, CARD_TITLE } from './styles.ts';

type Points = Profile['points'];

const ORDINAL = ['th', 'st', 'nd', 'rd'];
const ordinal = (n: number) => `${n}${(n % 100 >= 11 && n % 100 <= 13) || n % 10 > 3 ? 'th' : ORDINAL[n % 10]}`;

/**
 * A figure of the card; unread, a grey bar of its size while the words around it show, so that the
 * card is drawn in the first paint as it will be and the figures fill in without moving anything.
 */
function Figure({ read, children }: { read: boolean; children: ReactNode }) {
  if (read) return <>{children}</>;
  return (
    <span className="rounded bg-neutral-200">
      <span className="invisible">{children}</span>
    </span>
  );
}

/** What the card is laid out with while web/profile has not answered: drawn invisible, at its size. */
const BLANK: Points = { reward: 0, referral: 0, total: 0, nextBooking: 2, usableShare: 0.5, usable: 0, nextMilestone: 1000, progress: 0 };

/**
 * The customer's points as the server counts them, the bar towards the next milestone, and what
 * may be spent on the next booking. Redeeming is not offered online: the button says so rather
 * than doing nothing (docs/decisions.md, Profile). `null`: not read yet; the card keeps its size
 * with its figures hidden, so that nothing below moves when they come.
 */
export function PointsCard({ points: read }: { points: Points | null }) {
  const points = read ?? BLANK;
  const F = ({ children }: { children: ReactNode }) => <Figure read={read !== null}>{children}</Figure>;
  const percent = progressPercent(points.progress);
  const share = Math.round(points.usableShare * 100);
  return (
    <section aria-labelledby="points-title" aria-busy={!read} className={CARD}>
      <h2 id="points-title" className={CARD_TITLE}>
        Your Points
      </h2>
      {!read && (
        <p role="status" className="sr-only">
          Loading your points and bookings...
        </p>
      )}
      {/* Each figure ends its line: a figure of another width than the blank one then moves nothing after it. */}
      <p className="mt-3" data-testid="points-total">
        <span className="block text-4xl font-extrabold text-neutral-900">
          <F>{formatPoints(points.total)}</F>
        </span>{' '}
        <span className="font-semibold text-neutral-600">points</span>
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm text-neutral-700">
        <div>
          <dt>Reward points</dt>
          <dd className="font-semibold text-neutral-900" data-testid="points-reward">
            <F>{formatPoints(points.reward)}</F>
          </dd>
        </div>
        <div>
          <dt>Referral points</dt>
          <dd className="font-semibold text-neutral-900" data-testid="points-referral">
            <F>{formatPoints(points.referral)}</F>
          </dd>
        </div>
      </dl>
      <p id="milestone-label" className="mt-4 text-sm font-medium text-neutral-800">
        Next milestone: <F>{formatPoints(points.nextMilestone)}</F> points
      </p>
      <div
        role="progressbar"
        aria-labelledby="milestone-label"
        aria-valuemin={0}
        aria-valuemax={points.nextMilestone}
        aria-valuenow={points.total}
        aria-valuetext={`${formatPoints(points.total)} of ${formatPoints(points.nextMilestone)} points (${percent}%)`}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-neutral-200"
        {...(read ? {} : { 'aria-hidden': true })}
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      {/* Three rows whichever it shows, so that the card's height does not depend on it; the figures'
          column has its own width, so that a figure never moves the words beside it. */}
      <div className="mt-4 min-h-[calc(3lh+0.5rem)] text-sm text-neutral-700" data-testid="points-usable">
        {share === 0 ? (
          <p>Points can be used from your 2nd booking.</p>
        ) : (
          <dl className="grid grid-cols-[1fr_6rem] gap-x-4 gap-y-1">
            <dt>Your next booking</dt>
            <dd className="text-right font-semibold text-neutral-900">
              <F>{ordinal(points.nextBooking)}</F>
            </dd>
            <dt>Share of your points you can use on it</dt>
            <dd className="text-right font-semibold text-neutral-900">
              <F>{share}%</F>
            </dd>
            <dt>Points you can use on it</dt>
            <dd className="text-right font-semibold text-neutral-900">
              <F>{formatPoints(points.usable)}</F>
            </dd>
          </dl>
        )}
      </div>
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

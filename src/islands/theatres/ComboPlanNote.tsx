import { choosePlanType } from '../../lib/stores/booking.ts';

/**
 * Shown on the theatre list while the tab books a combo package (chosen on the home page's package
 * cards): the choice stays when the list is opened again by another link, so it is said here, with
 * the way back to a booking without a package.
 */
export function ComboPlanNote() {
  return (
    <p
      role="note"
      className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-brand-950"
    >
      <span className="font-semibold">You are booking a combo package: Book Now leads to its details.</span>
      <button
        type="button"
        onClick={() => choosePlanType('normal')}
        className="min-h-11 font-semibold text-brand-700 underline underline-offset-2"
      >
        Book without a package
      </button>
    </p>
  );
}

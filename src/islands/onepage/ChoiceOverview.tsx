import type { BookingChoice } from '../../lib/stores/booking.ts';
import { SECTION_CLASS } from './Section.tsx';

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** The theatre, date and slot chosen on the theatre list: the booking is for these. */
export function ChoiceOverview({ choice }: { choice: BookingChoice | null }) {
  return (
    <div className={SECTION_CLASS}>
      <h2 className="text-xl font-bold text-brand-800">Your slot</h2>
      {/* The same rows before the choice is read (hydration), so nothing moves when it is. */}
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-neutral-800 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Theatre</dt>
        <dd data-choice="theatre">{choice ? `${choice.theatre.name}, ${choice.location.name}` : '…'}</dd>
        <dt className="font-semibold">Date</dt>
        <dd data-choice="date">{choice ? dayLabel(choice.date) : '…'}</dd>
        <dt className="font-semibold">Time slot</dt>
        <dd data-choice="slot">{choice ? `${choice.time.fromTime} - ${choice.time.toTime}` : '…'}</dd>
      </dl>
    </div>
  );
}

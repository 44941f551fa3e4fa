import type { ManagedBooking } from '../../lib/api/myBooking.ts';
import { apiOrigin } from '../../client/apiOrigin.ts';
import { CARD, CARD_TITLE } from '../profile/styles.ts';
import { ACTION_BUTTON } from './actionStyles.ts';
import { CancelAction } from './CancelAction.tsx';
import { PayRestAction } from './PayRestAction.tsx';
import { RescheduleAction } from './RescheduleAction.tsx';
import type { ActionProps } from './useAction.tsx';

/** Whether the booking can change at all: confirmed, and its slot not begun. */
export const isChangeable = (b: ManagedBooking): boolean => b.status === 'booking-confirmed' && !b.readOnly;

/**
 * The customer's four actions. Each shows its button only when the server offers it, and in its
 * place the sentence saying why not (the reschedule window, nothing left to pay); a sentence two
 * actions share is said once.
 */
export function BookingActions(props: Omit<ActionProps, 'refusal' | 'said'>) {
  const b = props.booking;
  const said = new Set<string>();
  const place = (refusal: string) => {
    const before = said.has(refusal);
    if (refusal) said.add(refusal);
    return { ...props, refusal, said: before };
  };
  return (
    <section aria-labelledby="my-booking-actions" className={CARD}>
      <h2 id="my-booking-actions" className={CARD_TITLE}>
        Change your booking
      </h2>
      <div className="mt-3 grid gap-4">
        <PayRestAction {...place(b.refusals.payRest)} />
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <RescheduleAction {...place(b.refusals.reschedule)} />
          <CancelAction {...place(b.refusals.cancel)} />
          {isChangeable(b) && (
            <a href={`${apiOrigin}${b.calendarUrl}`} download className={ACTION_BUTTON}>
              Add to calendar
            </a>
          )}
        </div>
      </div>
    </section>
  );
}

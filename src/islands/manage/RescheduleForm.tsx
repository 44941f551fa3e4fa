import { useEffect, useId, useState, type FormEvent } from 'react';
import { bookingDayLabel } from '../../lib/booking/dayLabel.ts';
import { lastBookableDate } from '../../lib/booking/horizon.ts';
import { istToday } from '../../lib/booking/istClock.ts';
import { movedMessage } from '../../lib/manage/changeOutcome.ts';
import { formatRupees } from '../../lib/money.ts';
import { bookingHorizonDays } from '../bookingHorizon.ts';
import { PRIMARY_BUTTON, BACK_LINK } from '../shared/buttons.ts';
import { CONTROL_CLASS } from '../shared/Field.tsx';
import { manageCall } from './manageApi.ts';
import { QuoteSummary } from './QuoteSummary.tsx';
import { SlotChoice } from './SlotChoice.tsx';
import { rememberChange } from './startedChange.ts';
import { ActionError, useAction, type ActionProps } from './useAction.tsx';
import { isFree, useBranchSlots, useQuote, type Load, type SlotTarget } from './useRescheduleChoices.ts';

const DATE_ID = 'reschedule-date';

/** Reading the server's answer: what to say while it comes, and when it could not be read. */
function Waiting<T>({ load, what }: { load: Load<T>; what: string }) {
  if (load.kind === 'loading') return <p className="text-neutral-700">{what}</p>;
  if (load.kind === 'failed' && load.failure.kind !== 'notFound')
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {load.failure.message}
      </p>
    );
  return null;
}

/**
 * Reschedule: a day (today to the booking horizon), one of the branch's free slots that day, the
 * booking priced there, then the confirmation. When it costs more, the difference is paid on the
 * provider's page first (the new slot is held meanwhile); otherwise the move is made at once.
 */
export function RescheduleForm({ token, booking, refusal, onDone, reload, notFound, onClose }: ActionProps & { onClose: () => void }) {
  const now = Date.now();
  const first = istToday(now);
  const last = lastBookableDate(now, bookingHorizonDays);
  const [date, setDate] = useState(booking.date >= first && booking.date <= last ? booking.date : first);
  const [chosen, setChosen] = useState<SlotTarget | null>(null);
  // Read again after a refusal, so that the next confirmation is of what holds now.
  const [round, setRound] = useState(0);
  const { busy, error, run, clearError } = useAction(notFound, (refused) => {
    setRound((r) => r + 1);
    void reload(refused);
  });
  const hintId = useId();
  const errorId = useId();

  const dateOk = /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= first && date <= last;
  const slots = useBranchSlots(token, dateOk ? date : null, round);
  const target = chosen && (slots.kind !== 'ok' || isFree(slots.value, chosen)) ? chosen : null;
  const quote = useQuote(token, dateOk ? date : null, target, round);
  const lost = [slots, quote].some((l) => l.kind === 'failed' && l.failure.kind === 'notFound');
  useEffect(() => {
    if (lost) notFound();
  }, [lost, notFound]);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (busy || quote.kind !== 'ok' || !target) return;
    const q = quote.value;
    void run(async () => {
      const res = await manageCall('reschedule', { token, date, ...target, expectedTotal: q.newTotal });
      if (res.redirectUrl) {
        const to = { theaterName: q.theaterName, date: q.date, fromTime: q.time.fromTime };
        rememberChange({ orderId: booking.orderId, purpose: 'move', remainingBefore: booking.remainingAmount, to });
        window.location.assign(res.redirectUrl);
        return 'leaving';
      }
      onDone(res.booking, res.message || movedMessage(res.booking));
    });
  };

  const q = quote.kind === 'ok' ? quote.value : null;
  return (
    <form noValidate onSubmit={confirm} className="mt-4 grid gap-4">
      <p className="text-sm text-neutral-700">
        Now: {booking.theaterName}, {bookingDayLabel(booking.date)}. A new slot is at the same branch, {booking.branch.name}.
      </p>
      <div>
        <label htmlFor={DATE_ID} className="mb-1 block text-sm font-semibold text-neutral-800">
          New date
        </label>
        <input
          id={DATE_ID}
          type="date"
          min={first}
          max={last}
          value={date}
          aria-describedby={hintId}
          aria-invalid={!dateOk}
          onChange={(e) => {
            clearError();
            setChosen(null);
            setDate(e.target.value);
          }}
          className={CONTROL_CLASS}
        />
        <p id={hintId} className={`mt-1 text-xs ${dateOk ? 'text-neutral-600' : 'font-medium text-red-700'}`}>
          A date from {bookingDayLabel(first)} to {bookingDayLabel(last)}.
        </p>
      </div>
      <section aria-label="Free slots" className="grid gap-2">
        <Waiting load={slots} what="Reading the free slots…" />
        {slots.kind === 'ok' && <SlotChoice theatres={slots.value} chosen={target} onChoose={setChosen} />}
      </section>
      <div aria-live="polite" className="grid gap-2">
        <Waiting load={quote} what="Working out the price…" />
        {q && <QuoteSummary quote={q} />}
      </div>
      <ActionError id={errorId} text={error} />
      {/* The booking changed meanwhile (the venue moved or cancelled it, the window closed): say so instead. */}
      {refusal && <p className="font-medium text-neutral-900">{refusal}</p>}
      <div className="flex flex-col gap-3 sm:flex-row">
        {!refusal && (
          <button type="submit" disabled={busy || !q} aria-describedby={error ? errorId : undefined} className={PRIMARY_BUTTON}>
            {busy ? 'Rescheduling…' : q && q.payNow > 0 ? `Pay ${formatRupees(q.payNow)} and reschedule` : 'Confirm reschedule'}
          </button>
        )}
        <button type="button" onClick={onClose} className={BACK_LINK}>
          Keep my slot
        </button>
      </div>
    </form>
  );
}

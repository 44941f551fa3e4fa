import { useEffect, useState, type FormEvent } from 'react';
import type { DeskResponseOf } from '../../../lib/api/deskCalls.ts';
import type { MoveQuote } from '../../../lib/api/deskActions.ts';
import { istToday } from '../../../lib/booking/istClock.ts';
import { givesMoneyBack } from '../../../lib/desk/moveMoney.ts';
import { formatRupees } from '../../../lib/money.ts';
import { formatSlot } from '../../../lib/profile/bookingView.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { CONTROL_CLASS } from '../../shared/Field.tsx';
import { dayLabel } from '../dayLabel.ts';
import { useDesk } from '../deskContext.ts';
import { deskApi } from '../deskApi.ts';
import { useDeskAction } from '../deskQuery.ts';
import { NOTICE_TEXT, PRIMARY, SECONDARY } from '../styles.ts';
import { messageOf, type BookingForActions } from './bookingForActions.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';

interface Props {
  booking: BookingForActions;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

type Theatres = DeskResponseOf<'bookingMoveSlots'>['theatres'];
const LABEL = 'mb-1 block text-sm font-semibold text-neutral-800';

/**
 * Move: a day, a theatre and one of its free slots; the booking priced there, and what that does to
 * its money (more to collect, a refund online, or money to hand back), before Move booking.
 */
export function MoveDialog({ booking, open, onClose, onDone }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={`Move ${booking.customerName}'s booking`} size="max-w-lg">
      <MoveForm booking={booking} onClose={onClose} onDone={onDone} />
    </Dialog>
  );
}

/** What the move does to the booking's money, in a sentence or two. */
function moneyWords(q: MoveQuote): string[] {
  const words = [
    q.difference === 0
      ? 'The price is the same.'
      : `It costs ${formatRupees(Math.abs(q.difference))} ${q.difference > 0 ? 'more' : 'less'}.`,
  ];
  if (q.remainingAmount > 0) words.push(`${formatRupees(q.remainingAmount)} will be left to collect at the venue.`);
  if (q.refundOnline > 0) words.push(`${formatRupees(q.refundOnline)} is refunded to the customer's online payment.`);
  if (q.returnAtVenue > 0) words.push(`Hand back ${formatRupees(q.returnAtVenue)} at the venue.`);
  return words;
}

function MoveForm({ booking, onClose, onDone }: Omit<Props, 'open'>) {
  const mayRefund = useDesk().may('bookings.refund');
  const today = istToday(Date.now());
  const [date, setDate] = useState(booking.date < today ? today : booking.date);
  const [theatres, setTheatres] = useState<Theatres>();
  const [theatreId, setTheatreId] = useState(booking.theatreId);
  const [slotId, setSlotId] = useState('');
  const [quote, setQuote] = useState<MoveQuote>();
  const [loadError, setLoadError] = useState('');
  const move = useDeskAction('bookingMove');
  const busy = move.isPending;
  const error = move.error?.message ?? loadError;
  /** Read the day's slots again (after a refused move, say). */
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    setTheatres(undefined);
    setSlotId('');
    setQuote(undefined);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    deskApi
      .bookingMoveSlots({ bookingId: booking.id, date })
      .then((res) => current && setTheatres(res.theatres))
      .catch((failure) => current && setLoadError(messageOf(failure)));
    return () => {
      current = false;
    };
  }, [booking.id, date, round]);

  useEffect(() => {
    let current = true;
    setQuote(undefined);
    if (!slotId) return;
    setLoadError('');
    move.reset();
    deskApi
      .bookingMoveQuote({ bookingId: booking.id, theatreId, slotId, date })
      .then((res) => current && setQuote(res.quote))
      .catch((failure) => current && setLoadError(messageOf(failure)));
    return () => {
      current = false;
    };
  }, [booking.id, theatreId, slotId, date]);

  // The server refuses such a move the same way: say so before the staff press Move booking.
  const refundNotAllowed = Boolean(quote && givesMoneyBack(quote.refundOnline, quote.returnAtVenue) && !mayRefund);
  const theatre = theatres?.find((t) => t.id === theatreId);
  const free = theatre?.slots.filter((s) => s.free) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !quote) return;
    setLoadError('');
    // Refused (taken meanwhile, priced differently): the day's slots are read again.
    move.mutate(
      { bookingId: booking.id, theatreId, slotId, date, expectedTotal: quote.newTotal },
      { onSuccess: (res) => onDone(res.message), onError: () => setRound((r) => r + 1) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
      <p className="text-sm text-neutral-700">
        Now: {booking.theatreName}, {dayLabel(booking.date)}, {formatSlot(booking)} ({formatRupees(booking.total)})
      </p>
      <div>
        <label htmlFor="desk-move-date" className={LABEL}>
          Date
        </label>
        <input
          id="desk-move-date"
          type="date"
          min={today}
          value={date}
          onChange={(e) => {
            setLoadError('');
            move.reset();
            setDate(e.target.value);
          }}
          className={CONTROL_CLASS}
        />
      </div>
      <div>
        <label htmlFor="desk-move-theatre" className={LABEL}>
          Theatre
        </label>
        <select
          id="desk-move-theatre"
          value={theatreId}
          onChange={(e) => {
            setTheatreId(e.target.value);
            setSlotId('');
          }}
          className={CONTROL_CLASS}
          disabled={!theatres}
        >
          {(theatres ?? [{ id: booking.theatreId, name: booking.theatreName, branch: '', slots: [] }]).map((t) => (
            <option key={t.id} value={t.id}>
              {t.branch ? `${t.name} (${t.branch})` : t.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className={LABEL}>Free slots</legend>
        {!theatres ? (
          !error && <p className="text-neutral-700">Reading the slots…</p>
        ) : free.length === 0 ? (
          <p className="text-neutral-700">No free slot in {theatre?.name ?? 'this theatre'} that day.</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {free.map((s) => (
              <label
                key={s.slotId}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-neutral-300 px-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="desk-move-slot"
                  value={s.slotId}
                  checked={slotId === s.slotId}
                  onChange={() => setSlotId(s.slotId)}
                  className="size-5"
                />
                {formatSlot(s)}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <div aria-live="polite">
        {quote && (
          <div className={NOTICE_TEXT}>
            <p>
              {formatRupees(quote.oldTotal)} now, {formatRupees(quote.newTotal)} at {quote.theaterName}, {dayLabel(quote.date)},{' '}
              {formatSlot(quote.time)}.
            </p>
            {moneyWords(quote).map((w) => (
              <p key={w}>{w}</p>
            ))}
            {refundNotAllowed && (
              <p className="font-semibold">Giving money back is a refund: please ask a manager or the owner to make this move.</p>
            )}
          </div>
        )}
      </div>
      <ErrorAlert text={error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy || !quote || refundNotAllowed} className={PRIMARY}>
          {busy ? 'Moving…' : 'Move booking'}
        </button>
        <button type="button" onClick={onClose} className={SECONDARY}>
          Cancel
        </button>
      </div>
    </form>
  );
}

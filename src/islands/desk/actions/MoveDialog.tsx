import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { MoveQuote } from '../../../lib/api/deskActions.ts';
import { istToday } from '../../../lib/booking/istClock.ts';
import { givesMoneyBack } from '../../../lib/desk/moveMoney.ts';
import { formatRupees } from '../../../lib/money.ts';
import { formatSlot } from '../../../lib/profile/bookingView.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { DialogActions } from '../../shared/DialogActions.tsx';
import { CONTROL_CLASS } from '../../shared/Field.tsx';
import { RadioCard } from '../../shared/RadioCard.tsx';
import { dayLabel } from '../dayLabel.ts';
import { useDesk } from '../deskContext.ts';
import { deskKey, READ_EACH_OPENING, useDeskAction, useDeskQuery } from '../deskQuery.ts';
import { NOTICE_TEXT } from '../styles.ts';
import { type ActionDialogProps } from './bookingForActions.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';

type Props = ActionDialogProps;

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
  const client = useQueryClient();
  const [date, setDate] = useState(booking.date < today ? today : booking.date);
  const [theatreId, setTheatreId] = useState(booking.theatreId);
  const [slotId, setSlotId] = useState('');
  const day = { bookingId: booking.id, date };
  // Fresh each time: a slot is free, and priced, only as of the moment it is read.
  const slots = useDeskQuery('bookingMoveSlots', day, { ...READ_EACH_OPENING, enabled: /^\d{4}-\d{2}-\d{2}$/.test(date) });
  const priced = useDeskQuery('bookingMoveQuote', { ...day, theatreId, slotId }, { ...READ_EACH_OPENING, enabled: slotId !== '' });
  const theatres = slots.data?.theatres;
  const quote = priced.data?.quote;
  const move = useDeskAction('bookingMove');
  const busy = move.isPending;
  const error = move.error?.message ?? slots.error?.message ?? priced.error?.message ?? '';

  // The server refuses such a move the same way: say so before the staff press Move booking.
  const refundNotAllowed = Boolean(quote && givesMoneyBack(quote.refundOnline, quote.returnAtVenue) && !mayRefund);
  const theatre = theatres?.find((t) => t.id === theatreId);
  const free = theatre?.slots.filter((s) => s.free) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !quote) return;
    // Refused (taken meanwhile, priced differently): the day's slots are read again, from nothing shown.
    move.mutate(
      { bookingId: booking.id, theatreId, slotId, date, expectedTotal: quote.newTotal },
      {
        onSuccess: (res) => onDone(res.message),
        onError: () => {
          setSlotId('');
          void client.resetQueries({ queryKey: deskKey('bookingMoveSlots', day) });
        },
      },
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
            move.reset();
            setDate(e.target.value);
            setSlotId('');
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
              <RadioCard
                key={s.slotId}
                shape="pill"
                name="desk-move-slot"
                value={s.slotId}
                checked={slotId === s.slotId}
                onChange={() => {
                  move.reset();
                  setSlotId(s.slotId);
                }}
              >
                {formatSlot(s)}
              </RadioCard>
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
      <DialogActions confirm="Move booking" working="Moving…" busy={busy} disabled={!quote || refundNotAllowed} onCancel={onClose} />
    </form>
  );
}

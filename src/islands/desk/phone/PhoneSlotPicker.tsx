import { useEffect, useId, useState } from 'react';
import type { BoardResponse } from '../../../lib/api/deskBookings.ts';
import { istToday } from '../../../lib/booking/istClock.ts';
import { formatSlot } from '../../../lib/profile/bookingView.ts';
import { RadioCard } from '../../shared/RadioCard.tsx';
import { deskApi } from '../deskApi.ts';
import { messageOf } from '../actions/bookingForActions.ts';
import { BranchSelect } from '../BranchSelect.tsx';
import { CONTROL, LABEL } from '../fieldStyles.ts';
import type { PhoneSlotRef } from './phoneAddress.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';

/** The slot chosen, with what the form shows of it. */
export interface ChosenSlot extends PhoneSlotRef {
  theatreName: string;
  fromTime: string;
  toTime: string;
}

interface Props {
  /** The slot the form opened on (from the board), if any. */
  initial?: PhoneSlotRef;
  value: ChosenSlot | undefined;
  onChange: (slot: ChosenSlot | undefined) => void;
  error?: string;
  /** Changed to read the free slots again, on the branch and day shown (a slot was taken meanwhile). */
  reload?: number;
}

/**
 * Branch, day and one of its free slots, as the day board has them (the server checks again when
 * the booking is made: a slot taken meanwhile is refused, and the list of that branch and day is
 * read again, `reload`).
 */
export function PhoneSlotPicker({ initial, value, onChange, error, reload = 0 }: Props) {
  const id = useId();
  const [board, setBoard] = useState<BoardResponse>();
  const [wanted, setWanted] = useState<{ branch?: string; date: string }>({ date: initial?.date ?? istToday(Date.now()) });
  const [loadError, setLoadError] = useState('');

  useEffect(() => {
    let live = true;
    setLoadError('');
    deskApi
      // The branch shown, also when it was the board's own choice (none asked yet).
      .board({ ...wanted, branch: wanted.branch ?? board?.branch?.id })
      .then((res) => {
        if (!live) return;
        setBoard(res);
        // The board's slot: chosen at once when it is free.
        if (initial && !value && res.date === initial.date) {
          const t = res.theatres.find((th) => th.id === initial.theatreId);
          const s = t?.slots.find((sl) => sl.slotId === initial.slotId && sl.state === 'free' && !sl.over);
          if (t && s) onChange({ ...initial, theatreName: t.name, fromTime: s.fromTime, toTime: s.toTime });
        }
      })
      .catch((failure) => live && setLoadError(messageOf(failure)));
    return () => {
      live = false;
    };
    // `initial` and `value` only decide the first choice; the board is read again when the branch or
    // day change, or when asked to (`reload`), keeping them.
  }, [wanted, reload]);

  const pickDay = (date: string) => {
    onChange(undefined);
    setWanted((w) => ({ ...w, date }));
  };
  const pickBranch = (branch: string) => {
    onChange(undefined);
    setWanted((w) => ({ ...w, branch }));
  };
  const free = (board?.theatres ?? []).map((t) => ({ ...t, slots: t.slots.filter((s) => s.state === 'free' && !s.over) }));
  const errorId = `${id}-slot-error`;

  return (
    <fieldset className="grid gap-4" aria-describedby={error ? errorId : undefined}>
      <legend className="text-lg font-bold text-neutral-900">Slot</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {board && board.branches.length > 1 && (
          <BranchSelect
            id={`${id}-branch`}
            branches={board.branches}
            value={board.branch?.id ?? ''}
            onChange={(e) => pickBranch(e.target.value)}
          />
        )}
        <div>
          <label htmlFor={`${id}-date`} className={LABEL}>
            Date
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className={CONTROL}
            min={board?.today}
            value={wanted.date}
            onChange={(e) => e.target.value && pickDay(e.target.value)}
          />
        </div>
      </div>
      <ErrorAlert text={loadError} />
      {!board && !loadError && <p className="text-neutral-700">Loading the free slots...</p>}
      {board && free.every((t) => t.slots.length === 0) && <p className="text-neutral-800">No slot is free on this day.</p>}
      {free
        .filter((t) => t.slots.length > 0)
        .map((t) => (
          <div key={t.id} role="radiogroup" aria-label={t.name}>
            <p className="mb-2 font-semibold text-neutral-900">{t.name}</p>
            <ul className="grid gap-2 sm:grid-cols-2">
              {t.slots.map((s) => {
                const checked = value?.theatreId === t.id && value.slotId === s.slotId && value.date === board?.date;
                return (
                  <li key={s.slotId}>
                    <RadioCard
                      name={`${id}-slot`}
                      checked={checked}
                      onChange={() =>
                        onChange({
                          theatreId: t.id,
                          theatreName: t.name,
                          slotId: s.slotId,
                          date: board!.date,
                          fromTime: s.fromTime,
                          toTime: s.toTime,
                        })
                      }
                    >
                      <span>
                        {formatSlot(s)}
                        <span className="sr-only"> in {t.name}</span>
                      </span>
                    </RadioCard>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

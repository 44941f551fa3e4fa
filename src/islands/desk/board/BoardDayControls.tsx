import type { DeskBranch } from '../../../lib/api/deskBookings.ts';
import { addDays } from '../../../lib/booking/istClock.ts';
import { FIRST_DATE, LAST_DATE } from '../../../lib/api/fields.ts';
import { BranchSelect } from '../BranchSelect.tsx';
import { CONTROL, LABEL } from '../fieldStyles.ts';
import { CARD, SECONDARY } from '../styles.ts';

export type BoardMode = 'day' | 'week';

interface Props {
  branches: readonly DeskBranch[];
  branch: string;
  /** YYYY-MM-DD: the day shown (in the week, its first day). */
  date: string;
  today: string;
  mode: BoardMode;
  /** Nothing to choose from until the first board has come. */
  ready: boolean;
  onChoose: (change: { branch?: string; date?: string }) => void;
  onMode: (mode: BoardMode) => void;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STEP = 'min-h-12 rounded-lg border border-neutral-400 bg-white px-3 font-semibold text-neutral-900 disabled:opacity-50';

/**
 * The board's branch and day: the date with Previous and Next beside it (a day, or a week in the
 * Week view), Back to today, and Day or Week. The steps stay within the days the API takes.
 */
export function BoardDayControls({ branches, branch, date, today, mode, ready, onChoose, onMode }: Props) {
  const step = mode === 'week' ? 7 : 1;
  const unit = mode === 'week' ? 'week' : 'day';
  const back = ready && DAY.test(date) ? addDays(date, -step) : '';
  const next = ready && DAY.test(date) ? addDays(date, step) : '';
  return (
    <form
      aria-label="Branch and day"
      className={`grid gap-4 sm:grid-cols-[1fr_auto] md:grid-cols-[1fr_auto_auto] md:items-end ${CARD}`}
      onSubmit={(e) => e.preventDefault()}
    >
      <BranchSelect
        id="desk-board-branch"
        branches={branches}
        value={branch}
        disabled={!ready}
        onChange={(e) => onChoose({ branch: e.target.value })}
      />
      <div>
        <label htmlFor="desk-board-date" className={LABEL}>
          {mode === 'week' ? 'First day' : 'Date'}
        </label>
        <div className="flex gap-2">
          <button type="button" className={STEP} disabled={!back || back < FIRST_DATE} onClick={() => onChoose({ date: back })}>
            <span aria-hidden="true">‹ </span>Previous {unit}
          </button>
          <input
            id="desk-board-date"
            type="date"
            className={`${CONTROL} min-w-0`}
            min={FIRST_DATE}
            max={LAST_DATE}
            value={date}
            disabled={!ready}
            onChange={(e) => {
              // A date input is empty while a day is half typed: nothing to show yet.
              if (DAY.test(e.target.value)) onChoose({ date: e.target.value });
            }}
          />
          <button type="button" className={STEP} disabled={!next || next > LAST_DATE} onClick={() => onChoose({ date: next })}>
            Next {unit}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 md:col-span-1">
        <button type="button" className={SECONDARY} disabled={!ready || date === today} onClick={() => onChoose({ date: today })}>
          Back to today
        </button>
        <button type="button" className={SECONDARY} disabled={!ready} onClick={() => onMode(mode === 'week' ? 'day' : 'week')}>
          {mode === 'week' ? 'Day view' : 'Week view'}
        </button>
      </div>
    </form>
  );
}

import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { bookingDayLabel } from '../../lib/booking/dayLabel.ts';
import { newBookings, newFailures } from '../../lib/desk/boardChanges.ts';
import { failureWords } from '../../lib/desk/messageStatus.ts';
import { formatClock } from '../../lib/profile/bookingView.ts';
import { auditTime } from './auditText.ts';
import { AllBranchesToday } from './AllBranchesToday.tsx';
import { BoardSlotCard } from './BoardSlotCard.tsx';
import { BranchSelect } from './BranchSelect.tsx';
import { deskKey, useDeskQuery, useDeskRefresh, useWhenAnswered } from './deskQuery.ts';
import { useDesk } from './deskContext.ts';
import { CONTROL, LABEL } from './fieldStyles.ts';
import { PrepListView } from './PrepListView.tsx';
import { phoneBookingHref } from './phone/phoneAddress.ts';
import { CARD, HEADING, SECONDARY } from './styles.ts';
import { screenOfAddress, useSubAddress } from './deskAddress.ts';
import { useViewHeading } from './useViewHeading.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { TODAY_INTRO } from './todayWords.ts';
import { BoardFailedMessages } from './messages/BoardFailedMessages.tsx';

/** An open board shows a booking paid on the site within this (and the server's answer time). */
const REFRESH_EVERY_MS = 6_000;
/** The branch this device last showed: a tablet at a branch opens on it. */
const BRANCH_KEY = 'desk.board.branch';

const remembered = (): string | undefined => {
  try {
    return localStorage.getItem(BRANCH_KEY) ?? undefined;
  } catch {
    return undefined;
  }
};
const remember = (branch: string) => {
  try {
    localStorage.setItem(BRANCH_KEY, branch);
  } catch {
    // a private window may refuse: the board opens on the first branch next time
  }
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'Today', the desk's home: a branch and a day (today in India by default), every theatre with its
 * slots in order, free, held, booked or blocked, and what each booking needs. It refreshes itself
 * while the page is visible, through the call that does not keep the session alive (an unattended
 * board still signs out), and says aloud what newly got booked and which message newly failed. 'Print the day's prep list' shows
 * the same day for the decoration and kitchen team, ready for paper.
 */
export function TodayView() {
  const { announce, may } = useDesk();
  const takesBookings = may('bookings.manage');
  // The owner and managers count the money: they see every branch's day first.
  const seesAllBranches = may('takings.read');
  const heading = useViewHeading();
  const printButton = useRef<HTMLButtonElement>(null);
  const [printing, setPrinting] = useState(false);
  // The day in the address (#today/<date>, set below) is the one Back from a booking's page returns to.
  const addressed = useSubAddress('today');
  const [asked, setAsked] = useState<{ branch?: string; date?: string }>(() => ({
    branch: remembered(),
    date: DAY.test(addressed) ? addressed : undefined,
  }));
  /** Whether the staff chose what is asked (said aloud once shown), or it is the board the screen opened on. */
  const [chosen, setChosen] = useState(false);
  const [wanted, setWanted] = useState<{ branch?: string; date?: string }>({});
  const query = useDeskQuery('board', asked, { placeholderData: keepPreviousData });
  const whenAnswered = useWhenAnswered(query);
  const board = query.data;
  const busy = query.isFetching;
  // A branch this device remembers may have closed: the first open branch instead.
  const gone = !chosen && asked.branch !== undefined && query.error?.fields.branch !== undefined;
  const error = gone ? '' : (query.error?.message ?? '');
  useEffect(() => {
    if (gone) setAsked({ date: asked.date });
  }, [gone, asked.date]);

  useEffect(() => {
    if (!board || query.isPlaceholderData) return;
    setWanted({});
    if (board.branch) remember(board.branch.id);
    // Another day than today is kept in the address, so that Back from a booking comes back to it.
    if (['', 'today'].includes(screenOfAddress(location.hash.slice(1))))
      history.replaceState(null, '', board.date === board.today ? '#today' : `#today/${board.date}`);
  }, [board, query.isPlaceholderData]);

  const polled = useDeskRefresh(
    query,
    deskKey('board', asked),
    'boardRefresh',
    { branch: board?.branch?.id ?? '', date: board?.date ?? '' },
    Boolean(board?.branch) && !printing && !busy && REFRESH_EVERY_MS,
    (before, after) => {
      const fresh = newBookings(before, after);
      const failed = newFailures(before, after);
      // One announcement: the live region says the last it was given.
      const news = [
        fresh.length > 0 &&
          `New ${fresh.length === 1 ? 'booking' : 'bookings'}: ${fresh.map((b) => `${b.theatre} ${formatClock(b.fromTime)}, ${b.customerName}`).join('; ')}.`,
        ...failed.map((f) => `A message failed: ${f.orderId}, ${failureWords(f)}.`),
      ].filter(Boolean);
      if (news.length > 0) announce(news.join(' '));
    },
  );
  const stale = polled.error ? `Could not refresh: ${polled.error.message} Trying again in a few seconds.` : '';

  const closePrint = () => {
    setPrinting(false);
    requestAnimationFrame(() => printButton.current?.focus());
  };
  if (printing && board) return <PrepListView board={board} onBack={closePrint} />;

  // What the staff chose shows at once, and the next choice builds on it, even before the board for it has come.
  const branch = wanted.branch ?? board?.branch?.id ?? '';
  const date = wanted.date ?? board?.date ?? '';
  const choose = (change: { branch?: string; date?: string }) => {
    const next = { branch, date, ...change };
    setWanted(next);
    setChosen(true);
    whenAnswered((res) => announce(`Showing ${res.branch?.name ?? 'no branch'} on ${bookingDayLabel(res.date)}.`));
    if (JSON.stringify(next) === JSON.stringify(asked)) void query.refetch();
    else setAsked(next);
  };
  return (
    <section aria-labelledby="desk-today-heading" aria-busy={busy} className="grid gap-6">
      <div>
        <h1 id="desk-today-heading" ref={heading} tabIndex={-1} className={HEADING}>
          Today
        </h1>
        <p className="mt-2 text-neutral-700">{TODAY_INTRO}</p>
      </div>
      {seesAllBranches && <AllBranchesToday onShow={(id) => choose({ branch: id, date: board?.today ?? date })} />}
      <form
        aria-label="Branch and day"
        className={`grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end ${CARD}`}
        onSubmit={(e) => e.preventDefault()}
      >
        <BranchSelect
          id="desk-board-branch"
          branches={board?.branches ?? []}
          value={branch}
          disabled={!board}
          onChange={(e) => choose({ branch: e.target.value })}
        />
        <div>
          <label htmlFor="desk-board-date" className={LABEL}>
            Date
          </label>
          <input
            id="desk-board-date"
            type="date"
            className={CONTROL}
            min="2000-01-01"
            max="2099-12-31"
            value={date}
            disabled={!board}
            onChange={(e) => {
              // A date input is empty while a day is half typed: nothing to show yet.
              if (DAY.test(e.target.value)) choose({ date: e.target.value });
            }}
          />
        </div>
        <button
          type="button"
          className={SECONDARY}
          disabled={!board || board.date === board.today}
          onClick={() => choose({ date: board?.today })}
        >
          Back to today
        </button>
      </form>
      <ErrorAlert text={error} />
      {!board && busy && <p className="text-neutral-700">Loading the board…</p>}
      {board && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-neutral-800">
              <strong>{bookingDayLabel(board.date)}</strong>
              {board.date === board.today && ' (today)'} · updated {auditTime(board.at)}
              {busy && ' · loading…'}
            </p>
            <button ref={printButton} type="button" className={SECONDARY} disabled={!board.branch} onClick={() => setPrinting(true)}>
              Print the day's prep list
            </button>
          </div>
          {stale && <p className="text-sm text-amber-900">{stale}</p>}
          <BoardFailedMessages failed={board.failedMessages} />
          {!board.branch && <p className="text-neutral-800">No branch is open yet.</p>}
          {board.branch && board.theatres.length === 0 && <p className="text-neutral-800">This branch has no theatres to book.</p>}
          <div className="grid gap-6 lg:grid-cols-2">
            {board.theatres.map((t) => (
              <section key={t.id} aria-labelledby={`desk-board-${t.id}`} className="grid content-start gap-3">
                <h2 id={`desk-board-${t.id}`} className="text-xl font-bold text-neutral-900">
                  {t.name}
                </h2>
                {t.slots.length === 0 ? (
                  <p className="text-neutral-700">No slots on this day.</p>
                ) : (
                  <ol className="grid gap-3" aria-label={`${t.name}: slots of the day`}>
                    {t.slots.map((s) => (
                      <BoardSlotCard
                        key={s.slotId}
                        slot={s}
                        phoneHref={takesBookings ? phoneBookingHref({ theatreId: t.id, slotId: s.slotId, date: board.date }) : undefined}
                      />
                    ))}
                  </ol>
                )}
              </section>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

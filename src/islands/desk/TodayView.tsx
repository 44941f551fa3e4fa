import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { bookingDayLabel } from '../../lib/booking/dayLabel.ts';
import { newBookings, newFailures } from '../../lib/desk/boardChanges.ts';
import { failureWords } from '../../lib/desk/messageStatus.ts';
import { formatClock } from '../../lib/profile/bookingView.ts';
import { auditTime } from './auditText.ts';
import { AllBranchesToday } from './AllBranchesToday.tsx';
import { deskKey, useDeskQuery, useDeskRefresh, useWhenAnswered } from './deskQuery.ts';
import { useDesk } from './deskContext.ts';
import { PrepListView } from './PrepListView.tsx';
import { HEADING, SECONDARY } from './styles.ts';
import { BoardDayControls, type BoardMode } from './board/BoardDayControls.tsx';
import { BoardTheatres } from './board/BoardTheatres.tsx';
import { SoundSwitch } from './board/SoundSwitch.tsx';
import { useNewBookingCount } from './board/useNewBookingCount.ts';
import { WeekView } from './board/WeekView.tsx';
import { rememberBranch, rememberedBranch } from './board/deviceSettings.ts';
import { boardOpeningBranch } from '../../lib/desk/boardBranch.ts';
import { screenOfAddress, useSubAddress } from './deskAddress.ts';
import { useViewHeading } from './useViewHeading.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { TODAY_INTRO } from './todayWords.ts';
import { BoardFailedMessages } from './messages/BoardFailedMessages.tsx';

/** An open board shows a booking paid on the site within this (and the server's answer time). */
const REFRESH_EVERY_MS = 6_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'Today', the desk's home: a branch and a day (today in India by default), every theatre with its
 * slots in order, free, held, booked or blocked, and what each booking needs. It refreshes itself
 * while the page is visible, through the call that does not keep the session alive (an unattended
 * board still signs out), and says aloud what newly got booked and which message newly failed (the
 * tab's title counts them until the person looks). It opens on the member's own branch, and after
 * midnight on the day before while that day's last slot runs. Day or Week; 'Print the day's prep
 * list' shows the same day for the decoration and kitchen team, ready for paper.
 */
export function TodayView() {
  const { announce, may, session } = useDesk();
  const countNew = useNewBookingCount();
  const [mode, setMode] = useState<BoardMode>('day');
  // The owner and managers count the money: they see every branch's day first.
  const seesAllBranches = may('takings.read');
  const heading = useViewHeading();
  const printButton = useRef<HTMLButtonElement>(null);
  const [printing, setPrinting] = useState(false);
  // The day in the address (#today/<date>, set below) is the one Back from a booking's page returns to.
  const addressed = useSubAddress('today');
  const [asked, setAsked] = useState<{ branch?: string; date?: string }>(() => ({
    branch: boardOpeningBranch(session.staff.branches, rememberedBranch()),
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
    if (board.branch) rememberBranch(board.branch.id);
    // Another day than today is kept in the address, so that Back from a booking comes back to it.
    if (['', 'today'].includes(screenOfAddress(location.hash.slice(1))))
      history.replaceState(null, '', asked.date === undefined || board.date === board.today ? '#today' : `#today/${board.date}`);
  }, [board, query.isPlaceholderData]);

  const polled = useDeskRefresh(
    query,
    deskKey('board', asked),
    'boardRefresh',
    // Without a day asked, the refresh asks none either: after midnight the board moves on to
    // today by itself once the day before's last slot has ended.
    { branch: board?.branch?.id ?? '', ...(asked.date ? { date: asked.date } : {}) },
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
      countNew(fresh.length);
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
  /** An action from the board is done: its words said, the board read again (the payment dialog does not ask for it). */
  const changed = (message: string) => {
    if (message) announce(message);
    void query.refetch();
  };
  const showDay = (day: string) => {
    setMode('day');
    choose({ date: day });
  };
  // After midnight, without a day asked, the board shows the day before while its last slot runs.
  const stillRunning = board && asked.date === undefined && board.date < board.today;
  return (
    <section aria-labelledby="desk-today-heading" aria-busy={busy} className="grid gap-6">
      <div>
        <h1 id="desk-today-heading" ref={heading} tabIndex={-1} className={HEADING}>
          Today
        </h1>
        <p className="mt-2 text-neutral-700">{TODAY_INTRO}</p>
      </div>
      {seesAllBranches && <AllBranchesToday onShow={(id) => choose({ branch: id, date: board?.today ?? date })} />}
      <BoardDayControls
        branches={board?.branches ?? []}
        branch={branch}
        date={date}
        today={board?.today ?? ''}
        mode={mode}
        ready={Boolean(board)}
        onChoose={choose}
        onMode={setMode}
      />
      <ErrorAlert text={error} />
      {!board && busy && <p className="text-neutral-700">Loading the board…</p>}
      {board?.branch && mode === 'week' && <WeekView branch={board.branch.id} start={date} onDone={changed} onShowDay={showDay} />}
      {board && mode === 'day' && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-neutral-800">
              <strong>{bookingDayLabel(board.date)}</strong>
              {board.date === board.today && ' (today)'}
              {stillRunning && ' (yesterday: its last slot still runs)'} · updated {auditTime(board.at)}
              {busy && ' · loading…'}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <SoundSwitch />
              <button ref={printButton} type="button" className={SECONDARY} disabled={!board.branch} onClick={() => setPrinting(true)}>
                Print the day's prep list
              </button>
            </div>
          </div>
          {stale && <p className="text-sm text-amber-900">{stale}</p>}
          <BoardFailedMessages failed={board.failedMessages} />
          {!board.branch && <p className="text-neutral-800">No branch is open yet.</p>}
          {board.branch && board.theatres.length === 0 && <p className="text-neutral-800">This branch has no theatres to book.</p>}
          <BoardTheatres board={board} onDone={changed} />
        </>
      )}
    </section>
  );
}

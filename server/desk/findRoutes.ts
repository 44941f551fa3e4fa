import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import {
  BOOKING_COUNT_LIMIT,
  BOOKING_PAGE_SIZE,
  DeskBookingRow,
  EXPORT_MAX_ROWS,
  type BookingExportRequest,
} from '../../src/lib/api/deskBookings.ts';
import { encodeMoney } from '../../src/lib/api/encodeMoney.ts';
import { bookingSearchOf, SEARCH_MESSAGE, searchesEveryDay } from '../../src/lib/desk/bookingSearch.ts';
import { bookingsCsv, bookingsFileName, NOTHING_MORE } from '../../src/lib/desk/bookingsCsv.ts';
import { bookingCsvMoreOf } from '../booking/bookingCsvMore.ts';
import { deskRowOf } from '../booking/deskBookingView.ts';
import { fieldError } from '../booking/errors.ts';
import { badRequest } from '../http/errors.ts';
import { countDeskBookings, listDeskBookings, type DeskBookingFilter } from '../repo/deskBookingQueries.ts';
import { auditRead } from './auditRead.ts';
import { branchesOf, ofTheirBranches } from './branchScope.ts';
import { openBranches } from './branches.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import { defineDeskFile } from './defineDeskFile.ts';
import type { DeskDeps } from './deskDeps.ts';

export const TOO_MANY_TO_EXPORT = `The list holds more than ${EXPORT_MAX_ROWS} bookings, the most an export takes. Please choose fewer days, a branch or a status.`;

/**
 * Find: bookings by a phone number, a name or an order id (one field), the slots' days, a branch
 * and a status, 50 a page; and the same list as a CSV file, whole, up to EXPORT_MAX_ROWS bookings,
 * each export in the audit log with its filter and how many bookings it held. Lists are counted
 * only as far as they are shown (BOOKING_COUNT_LIMIT), so a search of every booking costs a page.
 */
export function findRoutes(app: Hono, deps: DeskDeps): void {
  const { db } = deps;

  /** The filter the query asks for, and its branch's name; a search that means nothing, or a branch that is not open, is a 400. */
  const filterOf = async (
    { q, from, to, branch, status }: z.output<typeof BookingExportRequest>,
    c: Context,
  ): Promise<DeskBookingFilter & { branchName?: string }> => {
    const search = q === undefined ? undefined : bookingSearchOf(q);
    if (q !== undefined && !search) throw fieldError('q', SEARCH_MESSAGE);
    const open = branch === undefined ? undefined : (await openBranches(db)).find((b) => b.id === branch);
    if (branch !== undefined && !open) throw fieldError('branch', 'is not an open branch');
    // Without a branch, a member of some branches finds theirs (one of another is refused before: branchScope.ts).
    const theirs = branch === undefined ? (branchesOf(c) ?? undefined) : undefined;
    // A whole phone number or order id is looked for on every day (bookingSearch.ts).
    const days = searchesEveryDay(search) ? {} : { from, to };
    return { search, ...days, branch, branches: theirs, branchName: open?.name, status };
  };

  defineDeskCall(app, deps, deskCalls.bookingList, async (input, c) => {
    const filter = await filterOf(input, c);
    const page = input.page ?? 1;
    const now = deps.now();
    const upTo = Math.max(BOOKING_COUNT_LIMIT, page * BOOKING_PAGE_SIZE);
    // The page's order depends on its count (fewMatches); the branches' select, read beside them, on neither.
    const countedPage = async () => {
      const counted = await countDeskBookings(db, filter, now, upTo + 1);
      const rows =
        counted > (page - 1) * BOOKING_PAGE_SIZE
          ? await listDeskBookings(db, filter, now, {
              limit: BOOKING_PAGE_SIZE,
              offset: (page - 1) * BOOKING_PAGE_SIZE,
              fewMatches: counted <= BOOKING_COUNT_LIMIT,
            })
          : [];
      return { counted, rows };
    };
    const [{ counted, rows }, branches] = await Promise.all([countedPage(), openBranches(db)]);
    return {
      bookings: rows.map(deskRowOf),
      page,
      pageSize: BOOKING_PAGE_SIZE,
      total: Math.min(counted, upTo),
      totalIsMore: counted > upTo,
      branches: ofTheirBranches(c, branches, (b) => b.id),
    };
  });

  defineDeskFile(app, deps, deskCalls.bookingExport, async (input, c) => {
    const filter = await filterOf(input, c);
    const now = deps.now();
    if ((await countDeskBookings(db, filter, now, EXPORT_MAX_ROWS + 1)) > EXPORT_MAX_ROWS) throw badRequest(TOO_MANY_TO_EXPORT);
    const rows = await listDeskBookings(db, filter, now, { limit: EXPORT_MAX_ROWS, fewMatches: true });
    const more = await bookingCsvMoreOf(
      db,
      rows.map((r) => r.id),
    );
    // The file shows Find's columns as the list's answer carries them: in rupees. (A booking listed but
    // not read again would be one deleted meanwhile; none are, but its row is kept.)
    const body = bookingsCsv(
      rows.map((r) => ({ listed: encodeMoney(DeskBookingRow, deskRowOf(r)) as DeskBookingRow, more: more.get(r.id) ?? NOTHING_MORE })),
    );
    // Recorded once the file is made and before it is sent: no export leaves without its entry.
    await auditRead(deps, c, {
      at: now,
      action: 'booking.export',
      target: 'bookings',
      after: { filter: { ...input, branchName: filter.branchName }, rows: rows.length },
    });
    return { fileName: bookingsFileName(input), body };
  });
}

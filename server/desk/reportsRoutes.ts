import type { Hono } from 'hono';
import type { z } from 'zod';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { REPORTS_MAX_DAYS, ReportsResponse, type ReportsRequest } from '../../src/lib/api/deskReports.ts';
import { encodeMoney } from '../../src/lib/api/encodeMoney.ts';
import { addDays, istInstant, istToday } from '../../src/lib/booking/istClock.ts';
import { reportDays, sumReports } from '../../src/lib/desk/reports.ts';
import { reportsCsv, reportsFileName } from '../../src/lib/desk/reportsCsv.ts';
import { fieldError } from '../booking/errors.ts';
import { reportFacts } from '../repo/reports.ts';
import { openBranches } from './branches.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import { defineDeskFile } from './defineDeskFile.ts';
import type { DeskDeps } from './deskDeps.ts';

/**
 * The owner's Reports, as JSON or one section as a CSV file with the same figures. The database
 * counts the groups (server/repo/reports.ts); the sums and rows are src/lib/desk/reports.ts's.
 */
export function reportsRoutes(app: Hono, deps: DeskDeps): void {
  const { db } = deps;

  const reports = async (input: z.output<typeof ReportsRequest>) => {
    const now = deps.now();
    const open = await openBranches(db);
    const branch = input.branch === undefined ? null : open.find((b) => b.id === input.branch);
    if (branch === undefined) throw fieldError('branch', 'is not an open branch');
    const { from, to } = reportDays(input, now);
    // The schema checks a range given whole; one end given alone runs to or from today.
    if (to > addDays(from, REPORTS_MAX_DAYS - 1))
      throw fieldError(input.to ? 'from' : 'to', `must be at most ${REPORTS_MAX_DAYS} days from the other end, both included`);
    const facts = await reportFacts(db, {
      start: new Date(istInstant(from, '00:00')),
      end: new Date(istInstant(to, '24:00')),
      from,
      to,
      branch: branch?.id,
    });
    return { from, to, today: istToday(now), branch, branches: open, ...sumReports(from, to, facts), at: now.toISOString() };
  };

  defineDeskCall(app, deps, deskCalls.reports, reports);

  defineDeskFile(app, deps, deskCalls.reportsExport, async ({ section, ...input }) => {
    const r = await reports(input);
    // The file shows the figures as the JSON answer carries them: in rupees.
    const inRupees = encodeMoney(ReportsResponse, { success: true, message: 'OK', ...r }) as ReportsResponse;
    return { fileName: reportsFileName({ section, from: r.from, to: r.to, branch: r.branch?.id }), body: reportsCsv(section, inRupees) };
  });
}

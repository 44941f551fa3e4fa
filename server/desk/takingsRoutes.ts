import type { Hono } from 'hono';
import type { z } from 'zod';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { TakingsResponse, type TakingsRequest } from '../../src/lib/api/deskTakings.ts';
import { encodeMoney } from '../../src/lib/api/encodeMoney.ts';
import { istInstant, istToday } from '../../src/lib/booking/istClock.ts';
import { sumTakings, takingsDays } from '../../src/lib/desk/takings.ts';
import { takingsCsv, takingsFileName } from '../../src/lib/desk/takingsCsv.ts';
import { fieldError } from '../booking/errors.ts';
import { takingsFacts } from '../repo/takings.ts';
import { openBranches } from './branches.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import { defineDeskFile } from './defineDeskFile.ts';
import type { DeskDeps } from './deskDeps.ts';

/**
 * Takings: the money of some days in India per branch and in total, as JSON or as a CSV file
 * with the same figures. The database lists what moved (server/repo/takings.ts); the sums are
 * src/lib/desk/takings.ts's.
 */
export function takingsRoutes(app: Hono, deps: DeskDeps): void {
  const { db } = deps;

  const takings = async (input: z.output<typeof TakingsRequest>) => {
    const now = deps.now();
    const open = await openBranches(db);
    const branch = input.branch === undefined ? null : open.find((b) => b.id === input.branch);
    if (branch === undefined) throw fieldError('branch', 'is not an open branch');
    const { from, to } = takingsDays(input, now);
    const facts = await takingsFacts(db, {
      start: new Date(istInstant(from, '00:00')),
      end: new Date(istInstant(to, '24:00')),
      from,
      to,
      branch: branch?.id,
    });
    const sums = sumTakings(branch ? [branch] : open, facts);
    return { from, to, today: istToday(now), branch, ...sums, at: now.toISOString() };
  };

  defineDeskCall(app, deps, deskCalls.takings, takings);

  defineDeskFile(app, deps, deskCalls.takingsExport, async (input) => {
    const t = await takings(input);
    // The file shows the figures as the JSON answer carries them: in rupees.
    const inRupees = encodeMoney(TakingsResponse, { success: true, message: 'OK', ...t }) as TakingsResponse;
    return { fileName: takingsFileName({ from: t.from, to: t.to, branch: t.branch?.id }), body: takingsCsv(inRupees) };
  });
}

import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { TakingsResponse, type TakingsRequest } from '../../src/lib/api/deskTakings.ts';
import { encodeMoney } from '../../src/lib/api/encodeMoney.ts';
import { takingsCsv, takingsFileName } from '../../src/lib/desk/takingsCsv.ts';
import { branchesOf } from './branchScope.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import { defineDeskFile } from './defineDeskFile.ts';
import type { DeskDeps } from './deskDeps.ts';
import { readTakings } from './readTakings.ts';

/**
 * Takings: the money of some days in India per branch and in total, as JSON or as a CSV file
 * with the same figures. The database lists what moved (server/repo/takings.ts); the sums are
 * src/lib/desk/takings.ts's.
 */
export function takingsRoutes(app: Hono, deps: DeskDeps): void {
  const takings = (input: z.output<typeof TakingsRequest>, c: Context) => readTakings(deps, input, branchesOf(c));

  defineDeskCall(app, deps, deskCalls.takings, takings);

  defineDeskFile(app, deps, deskCalls.takingsExport, async (input, c) => {
    const t = await takings(input, c);
    // The file shows the figures as the JSON answer carries them: in rupees.
    const inRupees = encodeMoney(TakingsResponse, { success: true, message: 'OK', ...t }) as TakingsResponse;
    return { fileName: takingsFileName({ from: t.from, to: t.to, branch: t.branch?.id }), body: takingsCsv(inRupees) };
  });
}

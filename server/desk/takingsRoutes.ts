import type { Hono } from 'hono';
import type { z } from 'zod';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { TakingsResponse, type TakingsRequest } from '../../src/lib/api/deskTakings.ts';
import { encodeMoney } from '../../src/lib/api/encodeMoney.ts';
import { takingsCsv, takingsFileName } from '../../src/lib/desk/takingsCsv.ts';
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
  const takings = (input: z.output<typeof TakingsRequest>) => readTakings(deps, input);

  defineDeskCall(app, deps, deskCalls.takings, takings);

  defineDeskFile(app, deps, deskCalls.takingsExport, async (input) => {
    const t = await takings(input);
    // The file shows the figures as the JSON answer carries them: in rupees.
    const inRupees = encodeMoney(TakingsResponse, { success: true, message: 'OK', ...t }) as TakingsResponse;
    return { fileName: takingsFileName({ from: t.from, to: t.to, branch: t.branch?.id }), body: takingsCsv(inRupees) };
  });
}

import type { z } from 'zod';
import type { TakingsRequest } from '../../src/lib/api/deskTakings.ts';
import { istInstant, istToday } from '../../src/lib/booking/istClock.ts';
import { sumTakings, takingsDays } from '../../src/lib/desk/takings.ts';
import { fieldError } from '../booking/errors.ts';
import { takingsFacts } from '../repo/takings.ts';
import { openBranches } from './branches.ts';
import type { DeskDeps } from './deskDeps.ts';

/**
 * The money of some days in India per branch and in total: the database lists what moved
 * (server/repo/takings.ts), the sums are src/lib/desk/takings.ts's. The Takings screen and the
 * owner's today read it; `within`: the branches of a member who has not all.
 */
export async function readTakings(deps: DeskDeps, input: z.output<typeof TakingsRequest>, within: readonly string[] | null = null) {
  const now = deps.now();
  // A member of some branches counts theirs alone (one of another is refused before: branchScope.ts).
  const open = (await openBranches(deps.db)).filter((b) => !within || within.includes(b.id));
  const branch = input.branch === undefined ? null : open.find((b) => b.id === input.branch);
  if (branch === undefined) throw fieldError('branch', 'is not an open branch');
  const { from, to } = takingsDays(input, now);
  const read = await takingsFacts(deps.db, {
    start: new Date(istInstant(from, '00:00')),
    end: new Date(istInstant(to, '24:00')),
    from,
    to,
    branch: branch?.id,
  });
  const facts = within ? read.filter((f) => within.includes(f.branchId)) : read;
  const sums = sumTakings(branch ? [branch] : open, facts);
  return { from, to, today: istToday(now), branch, ...sums, at: now.toISOString() };
}

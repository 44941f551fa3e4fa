import type { Queryable } from '../../server/db/database.ts';

/** How the database ran a query (EXPLAIN ANALYZE): the scale tests' check that a screen's query reads one index range. */

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The scans of `table` in the plan the database ran the query by ('Index Scan <index>', ...), and how many of its rows they read. */
export async function planOf(db: Queryable, table: string, query: { sql: string; params: unknown[] }) {
  const [row] = await db.query<Record<string, unknown>>(`explain (analyze, format json) ${query.sql}`, query.params);
  const raw = Object.values(row)[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const nodes = nodesOf(plan[0].Plan);
  // A bitmap's index scan names no relation; its heap scan does, and counts the same rows again.
  const scans = nodes.filter((n) => n['Relation Name'] === table || /^Bitmap Index/.test(n['Node Type']));
  const read = scans
    .filter((n) => n['Relation Name'] === table)
    .reduce(
      (sum, n) =>
        sum + n['Actual Rows'] * n['Actual Loops'] + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0),
      0,
    );
  return { types: scans.map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''}`.trim()), read };
}

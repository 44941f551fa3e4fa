import type { Queryable } from '../../server/db/database.ts';

/** A query's plan as the database ran it (EXPLAIN ANALYZE), for the tests that hold a screen's queries to their indexes. */

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

/**
 * The plan the database ran the query by: its scans of these tables (and the bitmap index scans,
 * which name no table) as 'Index Scan messages_booking', and how many of those tables' rows they read.
 */
export async function planOf(
  db: Queryable,
  query: { sql: string; params: unknown[] },
  tables: readonly string[],
): Promise<{ types: string[]; read: number }> {
  const [row] = await db.query<Record<string, unknown>>(`explain (analyze, format json) ${query.sql}`, query.params);
  const raw = Object.values(row)[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const nodes = nodesOf(plan[0].Plan);
  const ofTables = (n: PlanNode) => tables.includes(n['Relation Name'] ?? '');
  // A bitmap's index scan names no relation; its heap scan does, and counts the same rows again.
  const scans = nodes.filter((n) => ofTables(n) || /^Bitmap Index/.test(n['Node Type']));
  const read = scans
    .filter(ofTables)
    .reduce(
      (sum, n) =>
        sum + n['Actual Rows'] * n['Actual Loops'] + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0),
      0,
    );
  return { types: scans.map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''} ${n['Relation Name'] ?? ''}`.trim()), read };
}

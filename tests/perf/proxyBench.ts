import pg from 'pg';
import { startThrowawayPostgres } from '../../scripts/throwawayPostgres.ts';
import { startFleet } from '../support/caddyFleet.ts';
import { bookingRace, publicReadLoad, type RaceFigures, type ReadFigures } from './proxyLoad.ts';
import { markdownTable, percentileColumns } from './table.ts';

/**
 * `npm run bench -- --only proxy`: two servers on one throwaway PostgreSQL behind Caddy, as
 * docs/deploy.md deploys several machines (tests/support/caddyFleet.ts), everything sent to the
 * proxy. 1,000 customers race for 50 slots, and what the database then holds is counted; then the
 * public pages and theatre lists are read at a steady rate.
 */

const CUSTOMERS = 1000;
const SLOTS = 50;
const READ_RATE = 200;
/** The spec's refusal of a slot someone else holds (API.md, rule 3). */
const SLOT_TAKEN = 406;

export interface ProxyFigures {
  race: RaceFigures & {
    /** Held or sold raced slots in the database afterwards, how many different slots they are, and the bookings for them. */
    heldInDatabase: number;
    distinctSlotsHeld: number;
    bookingsInDatabase: number;
  };
  readRate: number;
  readSeconds: number;
  reads: ReadFigures[];
}

/** What the database holds for the raced slots: their live holds, and every booking made for them. */
async function countHolds(url: string, slots: RaceFigures['raced']) {
  const raced = [slots.map((r) => r.theatreId), slots.map((r) => r.slotId), slots.map((r) => r.date)];
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const [holds] = (
      await db.query<{ held: number; distinct: number }>(
        `select count(*)::int as held, count(distinct (theatre_id, slot_id, slot_date))::int as distinct
         from slot_holds where status in ('held', 'confirmed')
           and (theatre_id, slot_id, slot_date::text) in (select * from unnest($1::text[], $2::text[], $3::text[]))`,
        raced,
      )
    ).rows;
    const [bookings] = (
      await db.query<{ n: number }>(
        `select count(*)::int as n from bookings
         where (theatre_id, slot_id, slot_date::text) in (select * from unnest($1::text[], $2::text[], $3::text[]))`,
        raced,
      )
    ).rows;
    return { heldInDatabase: holds.held, distinctSlotsHeld: holds.distinct, bookingsInDatabase: bookings.n };
  } finally {
    await db.end();
  }
}

export async function benchProxy(seconds: number): Promise<ProxyFigures> {
  const postgres = await startThrowawayPostgres();
  try {
    console.log('Two servers on one PostgreSQL behind Caddy (deploy/Caddyfile): starting');
    const fleet = await startFleet({ databaseUrl: postgres.url, servers: 2 });
    try {
      const origin = fleet.proxy.origin;
      console.log(`  ${CUSTOMERS} customers booking ${SLOTS} slots at once through ${origin}`);
      const race = await bookingRace(origin, CUSTOMERS, SLOTS);
      const counted = await countHolds(postgres.url, race.raced);
      console.log(
        `  sold ${race.sold}; in the database ${counted.heldInDatabase} held (${counted.distinctSlotsHeld} slots), ${counted.bookingsInDatabase} bookings; p50 ${race.p50Ms} ms, p95 ${race.p95Ms} ms, p99 ${race.p99Ms} ms`,
      );
      for (const r of race.refusals) console.log(`  ${r.count} x ${r.status} ${r.message}`);
      console.log(`  public pages and theatre lists, ${READ_RATE} requests a second for ${seconds} s`);
      const reads = await publicReadLoad(origin, READ_RATE, seconds);
      for (const r of reads) console.log(`  ${r.read}: p95 ${r.p95Ms} ms, failed ${r.failed}, incomplete ${r.incomplete}`);
      return { race: { ...race, ...counted }, readRate: READ_RATE, readSeconds: seconds, reads };
    } finally {
      await fleet.stop();
    }
  } finally {
    postgres.stop();
  }
}

/** The report's section: the race's outcome, then the reads. */
export function proxyMarkdown(f: ProxyFigures): string[] {
  const { race } = f;
  const refused = race.refusals.filter((r) => r.status === SLOT_TAKEN).reduce((n, r) => n + r.count, 0);
  const other = race.customers - race.sold - refused;
  return [
    `## Through the proxy: two servers on one PostgreSQL behind Caddy`,
    '',
    `${race.customers} customers book ${race.slots} slots at once (each a correctly priced \`booking/new/addbooking\` with a guest token of their own)`,
    '',
    markdownTable(
      [{ ...race, refused, other }],
      [
        { key: 'sold', title: 'sold' },
        { key: 'heldInDatabase', title: 'held in the database' },
        { key: 'distinctSlotsHeld', title: 'different slots held' },
        { key: 'bookingsInDatabase', title: 'bookings in the database' },
        { key: 'refused', title: `refused ${SLOT_TAKEN}` },
        { key: 'other', title: 'other answers' },
        ...percentileColumns<RaceFigures & { refused: number; other: number }>(0),
      ],
    ),
    '',
    ...race.refusals.map((r) => `- ${r.count} x ${r.status}: ${r.message}`),
    '',
    `Public pages and theatre lists in turn, ${f.readRate} requests a second for ${f.readSeconds} s (open loop, each timed from when it was due to its last byte)`,
    '',
    markdownTable(f.reads, [
      { key: 'read', title: 'read' },
      { key: 'requests', title: 'requests' },
      ...percentileColumns<ReadFigures>(1),
      { key: 'failed', title: 'failed' },
      { key: 'incomplete', title: 'incomplete pages' },
    ]),
    '',
  ];
}

/**
 * An ordered kind's ids with one moved to `position` (from 1), the others keeping their order: how
 * a Publish places a record whose draft names its position (server/repo/liveRecords.ts), and how
 * the desk shows the order that Publish will make (recordDesk.ts).
 */
export function placed(ids: readonly string[], id: string, position: number): string[] {
  const others = ids.filter((x) => x !== id);
  others.splice(Math.min(Math.max(position, 1) - 1, others.length), 0, id);
  return others;
}

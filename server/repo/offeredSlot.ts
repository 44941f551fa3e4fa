import { personLimit } from '../../src/lib/booking/personLimit.ts';
import { formatSlot } from '../../src/lib/profile/bookingView.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { shareTheatreCatalogue } from './catalogueLocks.ts';

/** A booking's slot as the booking has it: the theatre, slot and day, the times it was sold at, and its people. */
export interface BookedSlot {
  theatreId: string;
  slotId: string;
  /** YYYY-MM-DD */
  date: string;
  fromTime: string;
  toTime: string;
  persons: number;
}

/**
 * Why the live catalogue no longer offers the slot as the booking has it (switched off, its theatre
 * switched off, re-timed, or the theatre made smaller than the booking), or null when it does.
 * Read under the theatre's catalogue lock, shared (catalogueLocks.ts): a change being published
 * now is waited for and read as it was made; one not yet published waits for this transaction.
 */
export async function slotNoLongerOffered(tx: Queryable, s: BookedSlot): Promise<string | null> {
  await shareTheatreCatalogue(tx, s.theatreId);
  const [row] = await tx.query<{
    from_time: string;
    to_time: string;
    is_active: boolean;
    active: boolean;
    max_people: number;
    max_seating: number;
    extra_person_allowed: boolean;
  }>(
    `select s.from_time, s.to_time, s.is_active, t.active, t.max_people, t.max_seating, t.extra_person_allowed
     from slots s join theatres t on t.id = s.theatre_id where s.id = $1 and s.theatre_id = $2`,
    [s.slotId, s.theatreId],
  );
  if (!row?.is_active || !row.active) return 'this slot is no longer offered';
  if (row.from_time !== s.fromTime || row.to_time !== s.toTime)
    return `this slot's times have changed to ${formatSlot({ fromTime: row.from_time, toTime: row.to_time })}`;
  const limit = personLimit({
    maxPeople: row.max_people,
    maxSeating: row.max_seating,
    extraPerson: row.extra_person_allowed ? 'Yes' : 'No',
  });
  if (s.persons > limit) return `this theatre now takes at most ${limit} people`;
  return null;
}

/** 406, as for a slot taken: the site says why in its dialog and sends the person back to the theatres. */
export async function requireOffered(tx: Queryable, s: BookedSlot): Promise<void> {
  const reason = await slotNoLongerOffered(tx, s);
  if (reason) throw new HttpError(406, `Sorry, ${reason}. Please choose a slot again.`);
}

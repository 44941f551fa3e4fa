import { z } from 'zod';
import { defineKind } from '../defineKind.ts';
import { field, Time } from '../fieldTypes.ts';

export const slot = defineKind({
  title: 'Slot times',
  one: 'slot',
  section: 'catalogue',
  page: '/theaters',
  adds: false,
  removes: false,
  fields: z
    .object({
      // 24:00 ends a slot at midnight; none starts there (the day's 00:00 does).
      fromTime: field(
        Time.refine((t) => t !== '24:00', 'must be a time from 00:00 to 23:59'),
        { label: 'From', input: 'time' },
      ),
      toTime: field(Time, { label: 'To', input: 'time' }),
      active: field(z.boolean({ error: 'must be true or false' }), { label: 'Bookable' }),
    })
    .refine((s) => s.fromTime !== s.toTime, { path: ['toTime'], message: 'must not be the same as From' }),
  store: {
    table: 'slots',
    columns: { fromTime: 'from_time', toTime: 'to_time', active: 'is_active' },
    labelSql: `(select t.name from theatres t where t.id = r.theatre_id) || ' ' || r.from_time || '–' || r.to_time`,
    orderSql: '(select t.sort from theatres t where t.id = r.theatre_id), r.theatre_id, r.sort, r.id',
  },
  guarded: true,
});

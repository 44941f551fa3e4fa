import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, type Harness } from './harness.ts';
import { istToday } from '../../src/lib/booking/istClock.ts';

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(() => h?.close());

const enquiry = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  mobileNumber: '9876543210',
  description: 'Surprise birthday for 6 people',
  eventName: 'Birthday',
};

describe('enquiries', () => {
  it('are stored, trimmed, and answered with a message to show', async () => {
    const res = await h.post('web/addenquiry', { ...enquiry, name: '  Asha Rao  ', extra: 'ignored' });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/enquiry/i);
    const rows = await h.db.query<{ name: string; mobile_number: string; event_name: string }>('select * from enquiries');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Asha Rao', mobile_number: '9876543210', event_name: 'Birthday' });
  });

  it('store nothing when a field is wrong, and say every field that is', async () => {
    const res = await h.post('web/addenquiry', { name: '', email: 'x', mobileNumber: '12ab567890' });
    expect(res.status).toBe(400);
    for (const field of ['name', 'email', 'mobileNumber', 'eventName', 'description']) expect(res.body.message).toContain(field);
    expect((await h.db.query('select * from enquiries')).length).toBe(1);
  });
});

describe('leads', () => {
  it('need only a 10-digit phone', async () => {
    expect((await h.post('web/addlead', { phone: '9123456780' })).status).toBe(200);
    expect((await h.post('web/addlead', { phone: '912345678' })).status).toBe(400);
    const rows = await h.db.query<{ phone: string }>('select phone from leads');
    expect(rows.map((r) => r.phone)).toEqual(['9123456780']);
  });
});

describe('lead fields', () => {
  const today = istToday(new Date());
  const leadRows = () => h.db.query<{ date: string; email: string; phone: string }>('select date, email, phone from leads order by id');

  it('are stored as sent when they are right', async () => {
    const res = await h.post('web/addlead', {
      theatreId: 'th-1',
      date: ` ${today} `,
      time: '10:00 AM - 1:00 PM',
      name: 'Asha',
      email: ' Asha@Example.com ',
      phone: '9123456781',
    });
    expect(res.status).toBe(200);
    expect((await leadRows()).at(-1)).toEqual({ date: today, email: 'Asha@Example.com', phone: '9123456781' });
    expect((await h.post('web/addlead', { date: '', email: '', phone: '9123456782' })).status).toBe(200);
  });

  it.each([
    ['a date not as YYYY-MM-DD', { date: '22/11/2026' }, 'date', 'date must be a date as YYYY-MM-DD'],
    ['a date that is not a real day', { date: '2026-02-30' }, 'date', 'date is not a real calendar date'],
    ['a date that is not text', { date: 20261122 }, 'date', 'date must be a date as YYYY-MM-DD'],
    ['a past date', { date: '2020-01-01' }, 'date', 'date must be today or later (India time)'],
    ['an e-mail without a domain', { email: 'asha@' }, 'email', 'email must be a valid e-mail address'],
    ['an e-mail that is not text', { email: ['a@b.co'] }, 'email', 'email must be an e-mail address'],
  ])('refuse %s with a 400 naming the field, storing nothing', async (_case, fields, field, message) => {
    const before = (await leadRows()).length;
    const res = await h.post('web/addlead', { phone: '9123456783', ...fields });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(res.body.errors).toContainEqual({ field, message });
    expect(await leadRows()).toHaveLength(before);
  });
});

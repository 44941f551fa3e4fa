import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(() => h?.close());

const enquiry = { name: 'Asha Rao', email: 'asha@example.com', mobileNumber: '9876543210', description: 'Surprise birthday for 6 people', eventName: 'Birthday' };

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

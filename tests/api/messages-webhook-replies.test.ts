import { describe, expect, it } from 'vitest';
import { messagingOfFile } from './messageDelivery.ts';
import { fromCustomer, webhookCalls } from './whatsappWebhookCalls.ts';

/**
 * What a customer writes back on WhatsApp, as Meta's webhook brings it: STOP stops the reminders to
 * that number, START starts them again; anything else, or anything unsigned, changes nothing.
 */

const m = messagingOfFile();
const { post, signed } = webhookCalls(m);

describe("a customer's reply", () => {
  const optedOut = async (address: string) =>
    (await m.db.query(`select source from message_opt_outs where channel = 'whatsapp' and address = $1`, [address])).length > 0;

  it('STOP (in any case and spacing, or STOP REMINDERS, or UNSUBSCRIBE) stops reminders to that number; START starts them again', async () => {
    const cases: [string, string][] = [
      ['919876500101', 'STOP'],
      ['919876500102', '  stop '],
      ['919876500103', 'Stop Reminders'],
      ['919876500104', 'unsubscribe'],
      ['919876500105', 'S T O P'],
    ];
    for (const [from, text] of cases) {
      const res = await signed(fromCustomer(from, text));
      expect(res.body, text).toMatchObject({ success: true, stops: 1 });
      expect(await optedOut(`+${from}`), text).toBe(true);
    }
    // A second STOP keeps the first.
    expect((await signed(fromCustomer('919876500101', 'STOP'))).status).toBe(200);
    expect(await m.db.query(`select 1 from message_opt_outs where address = '+919876500101'`)).toHaveLength(1);

    expect((await signed(fromCustomer('919876500101', 'start'))).body).toMatchObject({ starts: 1 });
    expect(await optedOut('+919876500101')).toBe(false);
    expect(await optedOut('+919876500102')).toBe(true);
  });

  it('that says something else, or is unsigned, changes nothing', async () => {
    for (const text of ['Please stop by at 6', 'STOPPED', 'thanks', '']) {
      expect((await signed(fromCustomer('919876500110', text))).body).toMatchObject({ stops: 0, starts: 0 });
    }
    expect((await post(fromCustomer('919876500111', 'STOP'))).status).toBe(401);
    expect(await optedOut('+919876500110')).toBe(false);
    expect(await optedOut('+919876500111')).toBe(false);
  });
});

import { expect, test } from '@playwright/test';
import { MESSAGES_SANDBOX_CREDENTIALS } from '../../server/messages/config.ts';
import { expectNoAxeViolations } from './axe.ts';

/**
 * /sandbox/messages, the messages sandbox's page, as the person trying the site uses it: a WhatsApp
 * message the sandbox took is listed as the customer reads it, and its buttons report what
 * WhatsApp would (Delivered) and what the customer answers (Reply as the customer).
 *
 * The message is sent to the sandbox's WhatsApp as the server's adapter sends one (a booking's own
 * messages are queued by the booking flows, whose browser tests show them here).
 */

const { phoneNumberId, accessToken } = MESSAGES_SANDBOX_CREDENTIALS.whatsapp;

test('a WhatsApp message is listed as the customer reads it, and Delivered and Reply as the customer report back', async ({
  page,
  request,
}) => {
  const name = `Sandbox Reader ${test.info().project.name}`;
  const params = [
    name,
    'ORD-E2E-1',
    'Aurora',
    'Madhapur, Hyderabad',
    'Tue, 12 Mar 2030',
    '09:00 to 12:00',
    '₹750',
    '₹1,398',
    'https://maps.example/a',
  ];
  const sent = await request.post(`/sandbox/whatsapp/v23.0/${phoneNumberId}/messages`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '+919876500901',
      type: 'template',
      template: {
        name: 'booking_confirmed_v1',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }],
      },
    },
  });
  expect(sent.status()).toBe(200);

  await page.goto('/sandbox/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages sandbox' })).toBeVisible();
  const message = page.getByRole('listitem').filter({ hasText: name });
  await expect(message.getByRole('heading', { name: 'WhatsApp to +919876500901' })).toBeVisible();
  await expect(message).toContainText(`Hi ${name}, your booking ORD-E2E-1 is confirmed: Aurora at Madhapur, Hyderabad`);
  await expect(message).toContainText('Status: sent');
  await expectNoAxeViolations(page);

  await message.getByRole('button', { name: 'Delivered' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('Status: delivered');

  const reply = page.getByRole('listitem').filter({ hasText: name });
  await reply.getByLabel('Reply from +919876500901').fill('STOP');
  await reply.getByRole('button', { name: 'Reply as the customer' }).click();
  await expect(page).toHaveURL(/\/sandbox\/messages#m-\d+$/);
  await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('Status: delivered');
});

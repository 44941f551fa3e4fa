import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The message of the sandbox's page (/sandbox/messages, as the customer's phone and inbox would
 * show it) that names `orderId` and matches `text`, read again until it is there: the server's
 * worker sends on its own round, and the page is plain HTML.
 */
export async function received(page: Page, channel: 'WhatsApp' | 'E-mail', orderId: string, text: RegExp): Promise<Locator> {
  const item = page
    .getByRole('list', { name: 'Messages received' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${channel} to `) }) })
    .filter({ hasText: orderId })
    .filter({ hasText: text });
  await expect(async () => {
    await page.goto('/sandbox/messages');
    // The period of the poll: the page is loaded again until the message has come.
    await expect(item).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  return item;
}

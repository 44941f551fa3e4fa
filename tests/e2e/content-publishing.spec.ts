import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './axe.ts';
import { DESK, deskSignIn, modalDialog, openDeskScreen } from './deskHelpers.ts';
import { card, chooseBranch } from './theatresHelpers.ts';

/** The editors' desk: FAQs edited as drafts, two editors on one FAQ, the history. */

test.describe.configure({ mode: 'serial' });

/** The longest a whole site build (every page, its images) may take here: about a minute on an idle machine, many where other work shares it. */
const BUILD_MS = 600_000;

const openContent = async (page: Page) => {
  await deskSignIn(page, DESK.editor);
  await openDeskScreen(page, 'Content');
  await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
};

/**
 * Rollback to the publish before the live one, as an editor does it: chosen, asked to confirm (the
 * dialog names it; Cancel first changes nothing), then the bar says what the site went back to.
 */
async function rollBack(page: Page): Promise<void> {
  const site = page.getByRole('region', { name: 'The site' });
  const before = await site.locator('p').first().textContent();
  const target = page.getByLabel('Go back to', { exact: true });
  await target.selectOption({ index: 1 });
  const publish = (await target.locator('option:checked').textContent())!;
  await page.getByRole('button', { name: 'Rollback' }).click();
  let dialog = await modalDialog(page, 'Go back to an earlier publish?');
  await expect(dialog).toContainText(`The site goes back to the publish of ${publish} at once`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(site.locator('p').first()).toHaveText(before!);
  await page.getByRole('button', { name: 'Rollback' }).click();
  dialog = await modalDialog(page, 'Go back to an earlier publish?');
  await dialog.getByRole('button', { name: 'Roll back' }).click();
  await expect(dialog).toBeHidden();
  // The publish is named as the list named it: when it went live, and by whom.
  const [when, by] = publish.split(', by ');
  await expect(site).toContainText(`Rolled back to the publish of ${when} by ${by}: the site shows its pages, prices and content again.`);
  await expect(site.locator('p').first()).toContainText('rolled back by');
}

test('two editors open one FAQ: the second save shows both versions, and the editor chooses', async ({ page, browser }) => {
  await openContent(page);
  await expectNoAxeViolations(page);
  const other = await (await browser.newContext()).newPage();
  await openContent(other);

  const faq = page.getByRole('region', { name: 'FAQs' }).getByRole('listitem').nth(1);
  await faq.getByRole('button', { name: /^Edit / }).click();
  const theirs = other.getByRole('region', { name: 'FAQs' }).getByRole('listitem').nth(1);
  await theirs.getByRole('button', { name: /^Edit / }).click();

  await theirs.getByLabel('Question').fill('Can we decorate the room ourselves?');
  await theirs.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(theirs).toContainText('Changed: not published yet');

  await faq.getByLabel('Question').fill('May we bring our own decorations?');
  await faq.getByRole('button', { name: 'Save', exact: true }).click();
  const compare = faq.getByRole('alert');
  await expect(compare).toContainText('saved this FAQ after you opened it');
  await expect(compare).toContainText('Can we decorate the room ourselves?');
  await expect(compare).toContainText('May we bring our own decorations?');
  await expectNoAxeViolations(page);
  await compare.getByRole('button', { name: 'Save mine instead' }).click();
  await expect(page.getByRole('main')).toContainText('May we bring our own decorations?');
  await expect(page.getByText('Changed since the last Publish')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('FAQ "May we bring our own decorations?" changed, by');

  // The history has both saves with the editors' names; the earlier one is restored as the draft.
  await openDeskScreen(page, 'History');
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeFocused();
  const entries = page.getByRole('main').getByRole('listitem');
  await expect(entries.first()).toContainText('May we bring our own decorations?');
  await expect(entries.nth(1)).toContainText('Can we decorate the room ourselves?');
  await expectNoAxeViolations(page);
  await entries
    .nth(1)
    .getByRole('button', { name: /^Restore this version/ })
    .click();
  await expect(entries.first()).toContainText('restored an earlier version of');
  await other.context().close();
});

test('Preview shows a new price on its /theaters; Publish shows its progress and puts an FAQ on /Faqs, the offer on the home page, a price and a photo on /theaters; Rollback, confirmed, brings the old ones back and says so', async ({
  page,
  browser,
}) => {
  // Two builds, the Preview's and the Publish's, each up to BUILD_MS on a busy machine.
  test.setTimeout(2 * BUILD_MS + 120_000);
  await openContent(page);
  const faq = page.getByRole('region', { name: 'FAQs' }).getByRole('listitem').first();
  const old = (await faq.getByRole('heading').textContent())!;
  await faq.getByRole('button', { name: /^Edit / }).click();
  await faq.getByLabel('Question').fill('Is parking free for our guests?');
  await faq.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(faq).toContainText('Changed: not published yet');

  // The home page's LAST MINUTE OFFER bar says something else.
  const offer = page.getByRole('form', { name: 'Offer popup' });
  const oldOffer = await offer.getByLabel('Offer bar text').inputValue();
  const newOffer = 'Monsoon week: ₹300 off every booking';
  await offer.getByLabel('Offer bar text').fill(newOffer);
  await offer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(offer).toContainText('Changed: not published yet');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  const bar = visitor.getByRole('region', { name: 'Last minute offer' });
  await expect(bar).toContainText(oldOffer);
  await visitor.goto('/Faqs');
  await expect(visitor.getByText('Is parking free for our guests?')).toHaveCount(0);

  // A new photo, uploaded under Images, becomes Cosmos's card picture.
  await openDeskScreen(page, 'Images');
  const upload = page.getByRole('region', { name: 'Upload an image' });
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1d3b8f' } })
    .jpeg()
    .toBuffer();
  const photoAlt = `Cosmos under blue stage lights (${Date.now().toString(36)})`;
  await upload.getByLabel('Image').setInputFiles({ name: 'cosmos-blue.jpg', mimeType: 'image/jpeg', buffer: photo });
  await upload.getByLabel('Alt text').fill(photoAlt);
  await upload.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Image saved' })).toBeVisible();

  // Cosmos (a theatre no other test books at a fixed price): the photo first, and its full slot ₹111 more.
  await openDeskScreen(page, 'Catalogue');
  const cosmosCardItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Cosmos/ }) });
  const photos = cosmosCardItem.getByRole('group', { name: /^Photos/ });
  await photos.getByLabel('Add a photo').selectOption({ label: photoAlt });
  await photos.getByRole('button', { name: 'Add', exact: true }).click();
  const photoCount = await photos.getByRole('listitem').count();
  for (let at = photoCount; at > 1; at--) await photos.getByRole('button', { name: `Move up photo ${at}` }).click();
  await expect(photos.getByRole('listitem').first().getByRole('img')).toHaveAttribute('alt', photoAlt);
  await photos.getByRole('button', { name: 'Save photos' }).click();
  await expect(photos).toContainText('changed: not published yet');
  const cosmos = page.getByRole('form', { name: 'Cosmos prices' });
  const full = cosmos.getByLabel('Full slot price (₹)');
  const oldPrice = Number(await full.inputValue());
  const newPrice = oldPrice + 111;
  await full.fill(String(newPrice));
  await cosmos.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ has: cosmos })).toContainText('Changed: not published yet');
  await expectNoAxeViolations(page);
  const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
  /** Cosmos's card on /theaters as a new visitor sees it (a tab that chose no branch before). */
  /** Cosmos's card as a new visitor sees it: its price, and its picture's address. */
  const expectCosmosPrice = async (price: number): Promise<string> => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto('/theaters');
    await chooseBranch(tab, 'CineCelebrations Kondapur');
    await expect(card(tab, 'Cosmos')).toContainText(rupees(price));
    const picture = (await card(tab, 'Cosmos').locator('img').first().getAttribute('src')) ?? '';
    await context.close();
    return picture;
  };
  const oldPicture = await expectCosmosPrice(oldPrice);

  // Preview first: the drafts' pages, where /theaters shows the new price (its list is fetched
  // as the branch is chosen, from the preview's own API), while the site keeps the old one.
  await page.getByRole('button', { name: 'Preview' }).click();
  const progress = page.getByRole('region', { name: 'The site' }).getByRole('status');
  await expect(progress).toContainText(/Preview by .*: .*(pages|waiting)/);
  await expect(progress).toContainText('done in', { timeout: BUILD_MS });
  await expect(page.getByRole('link', { name: 'Open the preview' })).toHaveAttribute('href', '/desk/preview/');
  const preview = await page.context().newPage();
  await preview.goto('/desk/preview/theaters');
  await chooseBranch(preview, 'CineCelebrations Kondapur');
  await expect(card(preview, 'Cosmos')).toContainText(rupees(newPrice));
  await preview.close();
  await expectCosmosPrice(oldPrice);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(progress).toContainText(/Publish by .*: .*(pages|waiting)/);
  await expect(progress).toContainText('done in', { timeout: BUILD_MS });
  await expect(page.getByRole('listitem').filter({ has: cosmos })).toContainText('Live');
  expect(await expectCosmosPrice(newPrice)).not.toBe(oldPicture);
  await visitor.goto('/Faqs');
  await expect(visitor.getByText('Is parking free for our guests?')).toBeVisible();
  await visitor.goto('/');
  await expect(bar).toContainText(newOffer);

  await rollBack(page);
  await expect(full).toHaveValue(String(oldPrice));
  expect(await expectCosmosPrice(oldPrice)).toBe(oldPicture);
  await visitor.goto('/Faqs');
  await expect(visitor.getByText(old)).toBeVisible();
  await expect(visitor.getByText('Is parking free for our guests?')).toHaveCount(0);
  await visitor.goto('/');
  await expect(bar).toContainText(oldOffer);

  await openDeskScreen(page, 'History');
  const entries = page.getByRole('main').getByRole('listitem');
  await expect(entries.filter({ hasText: `rolled back FAQ "${old}"` })).toHaveCount(1);
  await expect(entries.filter({ hasText: "rolled back Cosmos's prices" })).toHaveCount(1);
  await expect(entries.filter({ hasText: "rolled back Cosmos's photos" })).toHaveCount(1);
  await expect(entries.filter({ hasText: `saved The offer popup "${newOffer}"` })).toHaveCount(1);
  await expect(entries.filter({ hasText: "saved Cosmos's prices" }).first()).toContainText('Arjun Das');
  await visitor.context().close();
});

test("a cake's price on Catalogue and the refund policy on Content, each checked before it is sent, go live with Publish", async ({
  page,
  browser,
}) => {
  test.setTimeout(BUILD_MS + 120_000);
  await deskSignIn(page, DESK.editor);
  await openDeskScreen(page, 'Catalogue');
  await page.getByLabel('What to edit').selectOption({ label: 'Cakes' });
  await expect(page.getByRole('heading', { name: 'Cakes', level: 2 })).toBeVisible();
  // A cake no other test prices; the policy text keeps what the policy pages' test reads. Both are
  // rolled back at the end.
  await page.getByLabel('Find').fill('Death by Chocolate');
  const cake = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Cake "Death by Chocolate"' }) })
    .first();
  await cake.getByRole('button', { name: /^Edit / }).click();
  const price = cake.getByLabel('Price per 500 g (₹)');
  const oldPrice = Number(await price.inputValue());
  // A price that is not whole rupees is named before anything is sent, and the field has focus.
  await price.fill('12.5');
  await cake.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(cake.getByText('Price per 500 g (₹) must be whole rupees')).toBeVisible();
  await expect(price).toBeFocused();
  await price.fill(String(oldPrice + 50));
  await cake.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Death by Chocolate' }).first()).toContainText('Changed: not published yet');
  await expectNoAxeViolations(page);

  await openDeskScreen(page, 'Content');
  await page.getByLabel('What to edit').selectOption({ label: 'Policies' });
  const policies = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Policies', level: 3 }) });
  await policies.getByRole('button', { name: /^Edit / }).click();
  const refund = policies.getByLabel('Refund Policy', { exact: true });
  // The whole text written anew with the toolbar, keeping what the policy pages' test reads (a
  // subheading, bold text, a list) for the moment it is live.
  await expect(refund).toContainText('How to cancel');
  const tools = policies.getByRole('toolbar', { name: 'Refund Policy: formatting' });
  await refund.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Refunds within a day');
  await tools.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.press('Enter');
  await page.keyboard.type('A cancellation 24 hours ahead gets the advance back in full.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('How to cancel');
  await tools.getByRole('button', { name: 'Subheading', exact: true }).click();
  await page.keyboard.press('Enter');
  await tools.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type('Message us on WhatsApp');
  await tools.getByRole('button', { name: 'Bold', exact: true }).click();
  await page.keyboard.type(' with your booking id.');
  await page.keyboard.press('Enter');
  await tools.getByRole('button', { name: 'Bullet list', exact: true }).click();
  await page.keyboard.type('Refunds reach your account in 5 to 7 working days.');
  await expect(refund.locator('h2')).toHaveText('Refunds within a day');
  await expect(refund.locator('h3')).toHaveText('How to cancel');
  await expect(refund.locator('strong')).toHaveText('Message us on WhatsApp');
  await expect(refund.locator('li')).toHaveText('Refunds reach your account in 5 to 7 working days.');
  await expectNoAxeViolations(page);
  await policies.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Policies', level: 3 }) })).toContainText(
    'Changed: not published yet',
  );

  const visitor = await (await browser.newContext()).newPage();
  const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
  await visitor.goto('/RefundPolicy');
  await expect(visitor.getByText('A cancellation 24 hours ahead gets the advance back in full.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Publish' }).click();
  const progress = page.getByRole('region', { name: 'The site' }).getByRole('status');
  // This Publish's progress first: the status still tells of the last build until it starts.
  await expect(progress).toContainText(/Publish by .*: .*(pages|waiting)/);
  await expect(progress).toContainText('done in', { timeout: BUILD_MS });
  await visitor.goto('/RefundPolicy');
  await expect(visitor.getByRole('heading', { name: 'Refunds within a day', level: 2 })).toBeVisible();
  await expect(visitor.getByText('A cancellation 24 hours ahead gets the advance back in full.')).toBeVisible();
  await visitor.goto('/cakes');
  await expect(visitor.getByRole('main').getByText('Death by Chocolate').first()).toBeVisible();
  await expect(visitor.getByRole('main')).toContainText(`${rupees(oldPrice + 50)} / 500 gm`);

  await rollBack(page);
  // A rollback is a swap, no build: the old pages are served again within moments.
  await expect(async () => {
    await visitor.goto('/RefundPolicy');
    await expect(visitor.getByText('A cancellation 24 hours ahead gets the advance back in full.')).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 60_000 });
  await visitor.goto('/cakes');
  await expect(visitor.getByRole('main')).toContainText(`${rupees(oldPrice)} / 500 gm`);
  await visitor.context().close();
});

import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './axe.ts';
import { DESK, deskSignIn, openDeskScreen } from './deskHelpers.ts';

/**
 * Images on the editors' desk, on a phone: the form's own check (no alt text), then a PNG uploaded
 * with its alt text, announced and shown in the list. (Named so that the tablet project's desk
 * pattern leaves it to the phone's.)
 */

test('an editor is told the alt text is missing, then uploads a PNG that the list shows with its alt text', async ({ page }) => {
  await deskSignIn(page, DESK.editor);
  await openDeskScreen(page, 'Images');
  await expect(page.getByRole('heading', { name: 'Images', level: 1 })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Uploaded images' })).not.toContainText('Loading');

  // The image as a phone's file picker hands it over: a name, a type and the bytes.
  const buffer = await sharp({ create: { width: 640, height: 420, channels: 3, background: '#7a2e8c' } })
    .png()
    .toBuffer();
  // Within the form: the page's regions ('Images', 'Upload an image') are named with the word too.
  const form = page.getByRole('region', { name: 'Upload an image' });
  await form.getByLabel('Image').setInputFiles({ name: 'balloon-arch.png', mimeType: 'image/png', buffer });
  const save = form.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  const alt = form.getByLabel('Alt text');
  await expect(alt).toBeFocused();
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await expect(alt).toHaveAccessibleDescription(/Please describe the image/);
  await expectNoAxeViolations(page);

  // Unique to this run: the server may already hold images from an earlier one.
  const text = `Balloon arch in purple at the entrance (${Date.now().toString(36)})`;
  await alt.fill(text);
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Image saved' })).toHaveText(/^Image saved: 640 × 420 pixels, \d+ KB\.$/);
  const newest = page.getByRole('region', { name: 'Uploaded images' }).getByRole('listitem').first();
  await expect(newest).toContainText(text);
  await expect(newest).toContainText('640 × 420 pixels');
  await expect(newest).toContainText('by Arjun Das');
  await expect(newest).toContainText(/\/media\/uploads\/img-[0-9a-f]+\.jpg/);
  // The thumbnail is the stored file, served under /media/uploads/.
  await expect.poll(() => newest.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
  // A new, empty form for the next image.
  await expect(alt).toHaveValue('');
  await expectNoAxeViolations(page);
});

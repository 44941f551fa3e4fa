import sharp from 'sharp';

/**
 * A blurred copy of the banner's first image, inlined in the page as the image's own background:
 * the first paint shows the banner at its final size instead of an empty box, and the photo
 * replaces it when it arrives. Chrome takes an image for the page's largest paint at no more than
 * its own pixel size (a small image stretched counts as small), and only with 0.05 bits of data or
 * more per pixel shown: so the copy is as wide as the photo's smallest size (a phone's banner,
 * about 412 CSS pixels) and blurred to about 2 KB. The photo that replaces it is then no larger a
 * paint, and the banner is the page's largest paint from the first one on a phone.
 */
const WIDTH = 480;
const QUALITY = 30;
/** Sharp's Gaussian sigma: enough to leave nothing for AVIF to spend bytes on but the shapes. */
const BLUR = 2;

export async function heroPlaceholder(imageUrl: string): Promise<string | undefined> {
  const res = await fetch(imageUrl);
  if (!res.ok) throw new Error(`The banner image ${imageUrl} answered ${res.status}`);
  const copy = await sharp(Buffer.from(await res.arrayBuffer()))
    .resize(WIDTH, Math.round((WIDTH * 9) / 16), { fit: 'cover' })
    .blur(BLUR)
    .avif({ quality: QUALITY })
    .toBuffer();
  return `data:image/avif;base64,${copy.toString('base64')}`;
}

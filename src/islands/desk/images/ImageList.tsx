import type { DeskImage } from '../../../lib/api/deskImages.ts';
import { apiMediaUrl } from '../../../client/apiOrigin.ts';
import { istTime } from '../dayLabel.ts';
import { sizeLabel } from './sizeLabel.ts';

const FORMAT_LABELS: Record<DeskImage['format'], string> = { jpeg: 'JPEG', webp: 'WebP' };

/**
 * The uploaded images, each a thumbnail with its alt text, its size, who uploaded it and when, and
 * the address to use it by. The thumbnail's own alt is empty: its alt text is written beside it,
 * and a screen reader would otherwise read it twice.
 */
export function ImageList({ images }: { images: readonly DeskImage[] }) {
  return (
    <ul className="grid gap-3 lg:grid-cols-2">
      {images.map((image) => (
        <li key={image.id} className="flex items-start gap-3 rounded-xl border border-neutral-200 p-3">
          <img
            src={apiMediaUrl(image.path)}
            alt=""
            // The thumbnail's own size, cropped to fit (object-cover): the stored image is up to 2400 px wide.
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            className="h-24 w-24 shrink-0 rounded-lg bg-neutral-100 object-cover"
          />
          <dl className="grid min-w-0 gap-1 text-sm text-neutral-800">
            <div>
              <dt className="font-semibold text-neutral-900">Alt text</dt>
              <dd>{image.alt}</dd>
            </div>
            <div>
              <dt className="font-semibold text-neutral-900">Size</dt>
              <dd>
                {image.width} × {image.height} pixels, {sizeLabel(image.bytes)}, {FORMAT_LABELS[image.format]}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-neutral-900">Uploaded</dt>
              <dd>
                by {image.uploadedBy}, {istTime(image.uploadedAt)}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-neutral-900">Address</dt>
              <dd>
                <code className="break-all">{image.path}</code>
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

import { useId, useState } from 'react';
import { PHOTOS_MAX } from '../../../lib/api/deskCatalogue.ts';
import type { DeskRecord } from '../../../lib/api/deskRecords.ts';
import { apiOrigin } from '../../../client/apiOrigin.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { CONTROL, LABEL } from '../fieldStyles.ts';
import { useRecordCall } from '../records/useRecordCall.ts';
import { DANGER, PRIMARY, SECONDARY } from '../styles.ts';

/** An image to choose from: where the site serves it, and what it shows. */
export interface ImageChoice {
  path: string;
  alt: string;
}

interface Props {
  /** The theatre's name. */
  name: string;
  /** Its 'theatre-photos' record: `images`, 1 to PHOTOS_MAX paths. */
  photos: DeskRecord;
  images: ImageChoice[];
  onChanged: (message: string) => void;
}

const src = (path: string) => `${apiOrigin.replace(/\/$/, '')}${path}`;

/**
 * A theatre's photos in the order the site shows them (the first is its card's picture): moved,
 * removed, or added from the images uploaded under Images, then saved with 'Save photos' as a draft.
 */
export function TheatrePhotos({ name, photos, images, onChanged }: Props) {
  const id = useId();
  const [list, setList] = useState(() => (Array.isArray(photos.fields.images) ? photos.fields.images.map(String) : []));
  const [adding, setAdding] = useState('');
  const { busy, error, stale, save } = useRecordCall('theatre-photos', photos, onChanged);
  const altOf = (path: string) => images.find((i) => i.path === path)?.alt ?? `${name}, photo ${list.indexOf(path) + 1}`;
  const move = (at: number, by: -1 | 1) =>
    setList((l) => {
      const next = [...l];
      [next[at], next[at + by]] = [next[at + by], next[at]];
      return next;
    });

  // No choice between two lists of photos: a colleague's newer save is named, to be seen by reloading.
  const shownError = stale ? `Someone saved ${name}'s photos after you opened them. Reload the screen to see theirs.` : error;
  // The server says the same of every kind's save; the editors have read this of a theatre's photos.
  const said = `${name}'s photos saved. The site shows them after the next Publish.`;

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-neutral-800">
        Photos{photos.state === 'changed' && ' (changed: not published yet)'}
      </legend>
      <ol className="grid gap-2">
        {list.map((path, i) => (
          <li key={path} className="flex flex-wrap items-center gap-3 rounded-lg border border-neutral-300 p-2">
            <img src={src(path)} alt={altOf(path)} width={96} height={64} className="h-16 w-24 rounded object-cover" />
            <span className="text-sm text-neutral-800">{i === 0 ? 'Card picture' : `Photo ${i + 1}`}</span>
            <span className="ml-auto flex flex-wrap gap-2">
              <button type="button" className={SECONDARY} disabled={i === 0} onClick={() => move(i, -1)}>
                Move up<span className="sr-only"> photo {i + 1}</span>
              </button>
              <button type="button" className={SECONDARY} disabled={i === list.length - 1} onClick={() => move(i, 1)}>
                Move down<span className="sr-only"> photo {i + 1}</span>
              </button>
              <button
                type="button"
                className={DANGER}
                disabled={list.length === 1}
                onClick={() => setList((l) => l.filter((p) => p !== path))}
              >
                Remove<span className="sr-only"> photo {i + 1}</span>
              </button>
            </span>
          </li>
        ))}
      </ol>
      {list.length < PHOTOS_MAX && (
        <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <div>
            <label htmlFor={`${id}-add`} className={LABEL}>
              Add a photo
            </label>
            <select id={`${id}-add`} className={CONTROL} value={adding} onChange={(e) => setAdding(e.target.value)}>
              <option value="">{images.length ? 'Choose an uploaded image' : 'Upload images under Images first'}</option>
              {images
                .filter((img) => !list.includes(img.path))
                .map((img) => (
                  <option key={img.path} value={img.path}>
                    {img.alt}
                  </option>
                ))}
            </select>
          </div>
          <button
            type="button"
            className={SECONDARY}
            disabled={!adding}
            onClick={() => {
              setList((l) => [...l, adding]);
              setAdding('');
            }}
          >
            Add
          </button>
        </div>
      )}
      <div>
        <button type="button" className={PRIMARY} disabled={busy} onClick={() => void save({ images: list }, { said })}>
          {busy ? 'Saving...' : 'Save photos'}
        </button>
      </div>
      <ErrorAlert text={shownError} />
    </fieldset>
  );
}

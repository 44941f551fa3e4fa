import { useId, useState } from 'react';
import type { DeskTheatrePrices } from '../../../lib/api/deskCatalogue.ts';
import { PHOTOS_MAX } from '../../../lib/api/deskCatalogue.ts';
import { apiOrigin } from '../../../client/apiOrigin.ts';
import { deskApi } from '../deskApi.ts';
import { useDeskCall } from '../deskQuery.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { CONTROL, LABEL } from '../fieldStyles.ts';
import { DANGER, PRIMARY, SECONDARY } from '../styles.ts';

/** An image to choose from: where the site serves it, and what it shows. */
export interface ImageChoice {
  path: string;
  alt: string;
}

interface Props {
  theatre: DeskTheatrePrices;
  images: ImageChoice[];
  onChanged: (message: string) => void;
}

const src = (path: string) => `${apiOrigin.replace(/\/$/, '')}${path}`;

/**
 * A theatre's photos in the order the site shows them (the first is its card's picture): moved,
 * removed, or added from the images uploaded under Images, then saved with 'Save photos' as a draft.
 */
export function TheatrePhotos({ theatre, images, onChanged }: Props) {
  const id = useId();
  const [list, setList] = useState(theatre.photos.images);
  const [adding, setAdding] = useState('');
  const call = useDeskCall<{ message: string }>();
  const busy = call.isPending;
  const [error, setError] = useState('');
  const altOf = (path: string) => images.find((i) => i.path === path)?.alt ?? `${theatre.name}, photo ${list.indexOf(path) + 1}`;
  const move = (at: number, by: -1 | 1) =>
    setList((l) => {
      const next = [...l];
      [next[at], next[at + by]] = [next[at + by], next[at]];
      return next;
    });

  const save = (version = theatre.photos.version) => {
    setError('');
    call.mutate(() => deskApi.theatrePhotosSave({ id: theatre.id, images: list }, version), {
      onSuccess: (res) => onChanged(res.message),
      onError: (failure) =>
        setError(
          failure.status === 412
            ? `Someone saved ${theatre.name}'s photos after you opened them. Reload the screen to see theirs.`
            : failure.message,
        ),
    });
  };

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-neutral-800">
        Photos{theatre.photos.state === 'changed' && ' (changed: not published yet)'}
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
        <button type="button" className={PRIMARY} disabled={busy} onClick={() => void save()}>
          {busy ? 'Saving...' : 'Save photos'}
        </button>
      </div>
      <ErrorAlert text={error} />
    </fieldset>
  );
}

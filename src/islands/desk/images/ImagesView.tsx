import { useCallback, useEffect, useState } from 'react';
import type { DeskResponseOf } from '../../../lib/api/deskCalls.ts';
import { messageOf } from '../actions/bookingForActions.ts';
import { deskApi } from '../deskApi.ts';
import { useDesk } from '../deskContext.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { Pager } from '../Pager.tsx';
import { CARD, HEADING } from '../styles.ts';
import { useViewHeading } from '../useViewHeading.ts';
import { ImageList } from './ImageList.tsx';
import { ImageUploadForm } from './ImageUploadForm.tsx';

type ImagePage = DeskResponseOf<'imageList'>;

/**
 * 'Images': upload an image with its alt text, and the images uploaded so far, newest first. Each
 * is checked by the server, made at most 2400 pixels wide and stored without its metadata; the
 * site's build makes the smaller sizes it shows from it.
 */
export function ImagesView() {
  const { announce } = useDesk();
  const heading = useViewHeading();
  const [list, setList] = useState<ImagePage>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // A new form after each upload: its file and alt text cleared.
  const [formKey, setFormKey] = useState(0);

  const load = useCallback(async (page: number) => {
    setBusy(true);
    try {
      setList(await deskApi.imageList({ page: String(page) }));
      setError('');
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }, []);
  useEffect(() => void load(1), [load]);

  const uploaded = (message: string) => {
    announce(message);
    setFormKey((k) => k + 1);
    void load(1);
  };

  return (
    <section aria-labelledby="desk-images-heading" className="grid gap-6">
      <div>
        <h1 id="desk-images-heading" ref={heading} tabIndex={-1} className={HEADING}>
          Images
        </h1>
        <p className="mt-2 text-neutral-700">
          Photos for the site. Each is checked, made at most 2400 pixels wide and stored without its camera details or location.
        </p>
      </div>
      <section aria-labelledby="desk-image-upload-heading" className={`grid gap-4 ${CARD}`}>
        <h2 id="desk-image-upload-heading" className="text-xl font-bold text-neutral-900">
          Upload an image
        </h2>
        <ImageUploadForm key={formKey} onUploaded={uploaded} />
      </section>
      <section aria-labelledby="desk-image-list-heading" aria-busy={busy} className={`grid gap-4 ${CARD}`}>
        <h2 id="desk-image-list-heading" className="text-xl font-bold text-neutral-900">
          Uploaded images
        </h2>
        <ErrorAlert text={error} />
        {!list && !error && <p className="text-neutral-700">Loading the images…</p>}
        {list?.images.length === 0 && <p className="text-neutral-700">No images uploaded yet.</p>}
        {list && list.images.length > 0 && <ImageList images={list.images} />}
        {list && list.pages > 1 && (
          <Pager label="Image pages" page={list.page} pages={list.pages} busy={busy} onPage={(page) => void load(page)} />
        )}
      </section>
    </section>
  );
}

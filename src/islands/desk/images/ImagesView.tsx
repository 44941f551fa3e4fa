import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deskKey, useDeskQuery } from '../deskQuery.ts';
import { useDesk } from '../deskContext.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { Pager } from '../Pager.tsx';
import { CARD, HEADING } from '../styles.ts';
import { useViewHeading } from '../useViewHeading.ts';
import { ImageList } from './ImageList.tsx';
import { ImageUploadForm } from './ImageUploadForm.tsx';

/**
 * 'Images': upload an image with its alt text, and the images uploaded so far, newest first. Each
 * is checked by the server, made at most 2400 pixels wide and stored without its metadata; the
 * site's build makes the smaller sizes it shows from it.
 */
export function ImagesView() {
  const { announce } = useDesk();
  const heading = useViewHeading();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const query = useDeskQuery('imageList', { page: String(page) }, { placeholderData: keepPreviousData });
  const list = query.data;
  const error = query.error?.message ?? '';
  const busy = query.isFetching;
  // A new form after each upload: its file and alt text cleared.
  const [formKey, setFormKey] = useState(0);

  // The new image shows first, on the first page.
  const uploaded = (message: string) => {
    announce(message);
    setFormKey((k) => k + 1);
    setPage(1);
    void client.invalidateQueries({ queryKey: deskKey('imageList') });
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
        {list && list.pages > 1 && <Pager label="Image pages" page={list.page} pages={list.pages} busy={busy} onPage={setPage} />}
      </section>
    </section>
  );
}

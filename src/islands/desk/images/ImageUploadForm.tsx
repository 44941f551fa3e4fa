import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { IMAGE_ALT_MAX, IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../lib/api/deskImages.ts';
import { CONTROL_CLASS, Field, describedBy } from '../../shared/Field.tsx';
import { deskUpload } from '../deskApi.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { PRIMARY } from '../styles.ts';
import { altTextMessage, imageFileMessage } from './imageChecks.ts';
import { sizeLabel } from './sizeLabel.ts';

type FieldName = 'image' | 'alt';

const IMAGE_HINT = `A JPEG, PNG or WebP, at most ${sizeLabel(IMAGE_MAX_BYTES)}. It is stored without the camera's details and where the photo was taken.`;
const ALT_HINT = `What the image shows, for people who cannot see it: read out in its place (at most ${IMAGE_ALT_MAX} characters).`;

/** The server's message about the alt text ('alt must be ...'), as the form says it. */
const altSaid = (message: string) => message.replace(/^alt /, 'The alt text ');

/**
 * Upload an image: the file and its alt text, checked here first (a message at each field), then
 * sent; the server's refusal is shown at the field it is about. `onUploaded` gets the server's
 * message once the image is stored.
 */
export function ImageUploadForm({ onUploaded }: { onUploaded: (message: string) => void }) {
  const refs = { image: useRef<HTMLInputElement>(null), alt: useRef<HTMLInputElement>(null) };
  const [file, setFile] = useState<File>();
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const upload = useMutation({ mutationFn: (image: File) => deskUpload('imageUpload', image, { alt: alt.trim() }) });
  const busy = upload.isPending;
  const [error, setError] = useState('');

  const show = (found: Partial<Record<FieldName, string>>): boolean => {
    setErrors(found);
    const first = (['image', 'alt'] as const).find((f) => found[f]);
    if (first) refs[first].current?.focus();
    return Boolean(first);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError('');
    if (show({ image: imageFileMessage(file), alt: altTextMessage(alt) })) return;
    upload.mutate(file!, {
      onSuccess: (res) => onUploaded(res.message),
      onError: (refusal) => {
        // Too large (413) or not an image the site takes (415) is about the file, whatever field the answer names.
        const image = refusal.fields.image ?? ([413, 415].includes(refusal.status) ? refusal.message : undefined);
        const altError = refusal.fields.alt ? altSaid(refusal.fields.alt) : undefined;
        if (!show({ image, alt: altError })) setError(refusal.message);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} className="grid gap-4">
      <Field id="desk-image-file" label="Image" hint={IMAGE_HINT} error={errors.image}>
        <input
          ref={refs.image}
          id="desk-image-file"
          type="file"
          accept={IMAGE_TYPES.join(',')}
          onChange={(e) => setFile(e.target.files?.[0])}
          className={`${CONTROL_CLASS} file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800`}
          {...describedBy('desk-image-file', IMAGE_HINT, errors.image)}
        />
      </Field>
      <Field id="desk-image-alt" label="Alt text" hint={ALT_HINT} error={errors.alt}>
        <input
          ref={refs.alt}
          id="desk-image-alt"
          type="text"
          maxLength={IMAGE_ALT_MAX}
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          className={CONTROL_CLASS}
          {...describedBy('desk-image-alt', ALT_HINT, errors.alt)}
        />
      </Field>
      <ErrorAlert text={error} />
      <div>
        <button type="submit" disabled={busy} className={PRIMARY}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { POPUP_TITLE_MAX } from '../../../lib/api/deskContent.ts';
import type { DeskRecord } from '../../../lib/api/deskRecords.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { CONTROL, LABEL } from '../fieldStyles.ts';
import { PRIMARY } from '../styles.ts';
import { useRecordCall } from '../records/useRecordCall.ts';
import { StaleChoice } from './StaleChoice.tsx';

/** The 'popup' record's fields (deskRecordKinds.ts), as this form edits them. */
interface PopupFields {
  title: string;
  modalEnabled: boolean;
  popupBoolean: boolean;
  image: string;
}

// The server says the same of every kind's save; the editors have read this of the popup.
const SAVED = 'Offer popup saved. The home page shows it after the next Publish.';

interface Props {
  popup: DeskRecord;
  /** Images to choose from (path and alt text), besides the popup's own. */
  images: { path: string; alt: string }[];
  onChanged: (message: string) => void;
}

/**
 * The home page's offer popup: the LAST MINUTE OFFER bar's text and whether it shows, whether the
 * image popup shows, and its image; saved with 'Save' as a draft until Publish. A colleague's newer
 * save is shown beside this editor's to choose from.
 */
export function PopupEditor({ popup, images, onChanged }: Props) {
  const id = useId();
  const [fields, setFields] = useState(popup.fields as unknown as PopupFields);
  const [missing, setMissing] = useState('');
  const { busy, error, serverErrors, stale, save, saveMine, keepTheirs } = useRecordCall('popup', popup, onChanged);
  const titleError = missing || serverErrors['fields.title'] || '';
  const imageOf = (f: Record<string, unknown> | null) => String(f?.image ?? '');
  // Its image as read, the live one, then the uploaded ones: each once, none blank.
  const choices = [...new Set([imageOf(popup.fields), imageOf(popup.live), ...images.map((i) => i.path)])].filter(Boolean);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!fields.title.trim()) {
      setMissing('Please write the offer bar’s text.');
      document.getElementById(`${id}-title`)?.focus();
      return;
    }
    setMissing('');
    void save({ ...fields }, { said: SAVED });
  };
  const check = (name: 'modalEnabled' | 'popupBoolean', label: string) => (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        className="size-5 accent-brand-600"
        checked={fields[name]}
        onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.checked }))}
      />
      {label}
    </label>
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Offer popup" className="grid gap-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-neutral-700">
        {popup.state === 'changed' ? 'Changed: not published yet' : 'Live'}
      </p>
      <div>
        <label htmlFor={`${id}-title`} className={LABEL}>
          Offer bar text
        </label>
        <input
          id={`${id}-title`}
          className={CONTROL}
          maxLength={POPUP_TITLE_MAX}
          value={fields.title}
          aria-invalid={Boolean(titleError)}
          aria-describedby={titleError ? `${id}-title-error` : undefined}
          onChange={(e) => setFields((f) => ({ ...f, title: e.target.value }))}
        />
        {titleError && (
          <p id={`${id}-title-error`} className="mt-1 text-sm font-medium text-red-700">
            {titleError}
          </p>
        )}
      </div>
      {check('modalEnabled', 'Show the offer bar')}
      {check('popupBoolean', 'Show the image popup')}
      <div>
        <label htmlFor={`${id}-image`} className={LABEL}>
          Popup image
        </label>
        <select
          id={`${id}-image`}
          className={CONTROL}
          value={fields.image}
          onChange={(e) => setFields((f) => ({ ...f, image: e.target.value }))}
        >
          {choices.map((path) => (
            <option key={path} value={path}>
              {images.find((i) => i.path === path)?.alt ?? path.split('/').at(-1)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <button type="submit" disabled={busy} className={PRIMARY}>
          {busy ? 'Saving...' : 'Save'}
        </button>
      </div>
      {stale && (
        <StaleChoice
          who={stale.theirs.updatedBy}
          what="the offer popup"
          theirs={<p className="mt-1">“{String(stale.theirs.fields.title ?? '')}”</p>}
          yours={<p className="mt-1">“{fields.title}”</p>}
          busy={busy}
          onKeepTheirs={() => keepTheirs('Their offer popup is shown.')}
          onSaveMine={() => void saveMine({ ...fields })}
        />
      )}
      <ErrorAlert text={error} />
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { POPUP_TITLE_MAX, type DeskPopup, type PopupFields } from '../../../lib/api/deskContent.ts';
import { deskApi } from '../deskApi.ts';
import { useDeskCall } from '../deskQuery.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { CONTROL, LABEL } from '../fieldStyles.ts';
import { PRIMARY } from '../styles.ts';
import { StaleChoice } from './StaleChoice.tsx';

interface Props {
  popup: DeskPopup;
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
  const [fields, setFields] = useState<PopupFields>(popup.fields);
  const [titleError, setTitleError] = useState('');
  const [error, setError] = useState('');
  const call = useDeskCall<{ message: string }>();
  const busy = call.isPending;
  const [theirs, setTheirs] = useState<DeskPopup>();
  const choices = [...new Map([popup.fields, popup.live, ...images.map((i) => ({ image: i.path }))].map((x) => [x.image, x])).keys()];

  const save = (version: number) => {
    if (!fields.title.trim()) {
      setTitleError('Please write the offer bar’s text.');
      document.getElementById(`${id}-title`)?.focus();
      return;
    }
    setTitleError('');
    setError('');
    call.mutate(() => deskApi.popupSave({ id: popup.id, ...fields }, version), {
      onSuccess: (res) => {
        setTheirs(undefined);
        onChanged(res.message);
      },
      onError: (failure) => {
        if (failure.status === 412 && failure.body.current) setTheirs(failure.body.current as DeskPopup);
        else {
          setError(failure.message);
          if (failure.fields.title) setTitleError(failure.fields.title);
        }
      },
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(popup.version);
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
      {theirs && (
        <StaleChoice
          who={theirs.updatedBy}
          what="the offer popup"
          theirs={<p className="mt-1">“{theirs.fields.title}”</p>}
          yours={<p className="mt-1">“{fields.title}”</p>}
          busy={busy}
          onKeepTheirs={() => onChanged('Their offer popup is shown.')}
          onSaveMine={() => void save(theirs.version)}
        />
      )}
      <ErrorAlert text={error} />
    </form>
  );
}

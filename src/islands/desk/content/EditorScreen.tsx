import { useCallback, useState, type ReactNode } from 'react';
import { LazyRecords } from '../records/LazyRecords.tsx';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { HEADING } from '../styles.ts';
import { useViewHeading } from '../useViewHeading.ts';
import { ReleaseBar } from './ReleaseBar.tsx';

interface Props {
  id: string;
  title: string;
  intro: string;
  /** Still loading: the screen is busy for screen readers. */
  busy: boolean;
  error: string;
  /** A Publish or Rollback went live: the screen reads its records again. */
  onLive: () => void;
  /** Between the site's bar and the error (what the next Publish changes, say). */
  above?: ReactNode;
  /** The records' kinds of this section, after the screen's own records (deskRecordKinds.ts). */
  records: 'content' | 'catalogue';
  /** One of those was saved or removed. */
  onRecordSaved?: () => void;
  children: ReactNode;
}

/**
 * An editors' screen (Content, Catalogue): its heading, focused on opening; what drafts mean; the
 * site's Publish bar; its records. It fits a phone 390 px wide.
 */
export function EditorScreen({ id, title, intro, busy, error, onLive, above, records, onRecordSaved, children }: Props) {
  const heading = useViewHeading();
  // Bumped when a Publish or Rollback goes live: the records' kinds are read again too.
  const [generation, setGeneration] = useState(0);
  const live = useCallback(() => {
    onLive();
    setGeneration((g) => g + 1);
  }, [onLive]);
  return (
    // A record's text may hold a word longer than a phone is wide (a map link, an image's path):
    // it breaks where it must, rather than widening the whole screen past the phone's edge.
    <section aria-labelledby={`${id}-heading`} aria-busy={busy} className="grid gap-6 wrap-anywhere">
      <div>
        <h1 id={`${id}-heading`} ref={heading} tabIndex={-1} className={HEADING}>
          {title}
        </h1>
        <p className="mt-2 text-neutral-700">{intro}</p>
      </div>
      <ReleaseBar onLive={live} />
      {above}
      <ErrorAlert text={error} />
      {children}
      <LazyRecords section={records} generation={generation} onSaved={onRecordSaved} />
    </section>
  );
}

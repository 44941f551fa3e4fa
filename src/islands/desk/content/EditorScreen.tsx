import type { ReactNode } from 'react';
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
  children: ReactNode;
}

/** An editors' screen (Content, Catalogue): its heading, focused on opening; what drafts mean; the site's Publish bar; its records. */
export function EditorScreen({ id, title, intro, busy, error, onLive, above, children }: Props) {
  const heading = useViewHeading();
  return (
    <section aria-labelledby={`${id}-heading`} aria-busy={busy} className="grid gap-6">
      <div>
        <h1 id={`${id}-heading`} ref={heading} tabIndex={-1} className={HEADING}>
          {title}
        </h1>
        <p className="mt-2 text-neutral-700">{intro}</p>
      </div>
      <ReleaseBar onLive={onLive} />
      {above}
      <ErrorAlert text={error} />
      {children}
    </section>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { DeskResponseOf } from '../../../lib/api/deskCalls.ts';
import type { Release, ReleaseStatus } from '../../../lib/api/deskReleases.ts';
import { messageOf } from '../actions/bookingForActions.ts';
import { auditTime } from '../auditText.ts';
import { deskApi } from '../deskApi.ts';
import { deskKey, useDeskQuery } from '../deskQuery.ts';
import { useDesk } from '../deskContext.ts';
import { CONTROL, LABEL } from '../fieldStyles.ts';
import { CARD, PRIMARY, SECONDARY } from '../styles.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { publishLabel, RollbackDialog } from './RollbackDialog.tsx';

const KIND_LABELS: Record<Release['kind'], string> = { preview: 'Preview', publish: 'Publish', rollback: 'Rollback' };
const seconds = (ms: number | null) => `${Math.round((ms ?? 0) / 1000)} s`;
const running = (s: ReleaseStatus | undefined) =>
  s?.build?.status === 'building' || s?.build?.status === 'queued' || Boolean(s?.publishQueued);

/**
 * The site-wide buttons of the editors' desk: Preview (the drafts built where only the desk sees
 * them), Publish (built and made live, with its progress: stage, pages done of total, time), and
 * Rollback to one of the last five publishes. `onLive`: a publish or rollback went live.
 */
export function ReleaseBar({ onLive }: { onLive: () => void }) {
  const id = useId();
  const { announce } = useDesk();
  const client = useQueryClient();
  // Read every second while a build runs, to show its progress; once at the start otherwise.
  const release = useDeskQuery('releaseStatus', undefined, { everyMs: (q) => (running(q.state.data?.status) ? 1_000 : false) });
  const status = release.data?.status;
  const [target, setTarget] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [rollingBack, setRollingBack] = useState(false);
  /** What the last Rollback went back to, in the server's words. */
  const [rolledBack, setRolledBack] = useState('');
  const [error, setError] = useState('');
  const lastLive = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (!status) return;
    const live = status.live?.id ?? null;
    if (lastLive.current !== undefined && live !== lastLive.current) {
      announce('The new site is live.');
      onLive();
    }
    lastLive.current = live;
  }, [status, announce, onLive]);
  useEffect(() => {
    if (release.error) setError(release.error.message);
  }, [release.error]);

  /** Asks the server; its answer is said in the desk's live region, or handed back to be shown here (`quiet`). */
  const ask = async (run: () => Promise<{ message: string; status: ReleaseStatus }>, quiet = false): Promise<string | undefined> => {
    setError('');
    setRolledBack('');
    try {
      const res = await run();
      if (!quiet) announce(res.message);
      if (res.status.live?.id !== lastLive.current) {
        lastLive.current = res.status.live?.id ?? null;
        onLive();
      }
      client.setQueryData<DeskResponseOf<'releaseStatus'>>(
        deskKey('releaseStatus'),
        (d) => ({ ...d, status: res.status }) as DeskResponseOf<'releaseStatus'>,
      );
      return res.message;
    } catch (failure) {
      setError(messageOf(failure));
      return undefined;
    }
  };
  const rollback = async () => {
    setRollingBack(true);
    const said = await ask(() => deskApi.releaseRollback({ releaseId: target }), true);
    setRollingBack(false);
    setConfirming(false);
    if (said) {
      setRolledBack(said);
      setTarget('');
    }
  };

  const build = status?.build;
  const busy = running(status);
  return (
    <section aria-labelledby={`${id}-title`} className={`grid gap-4 ${CARD}`}>
      <h2 id={`${id}-title`} className="text-lg font-bold text-neutral-900">
        The site
      </h2>
      <p className="text-sm text-neutral-800">
        {status?.live
          ? `Live since ${auditTime(status.live.finishedAt ?? status.live.requestedAt)}, ${status.live.kind === 'rollback' ? 'rolled back' : 'published'} by ${status.live.requestedBy}.`
          : 'Not published from the desk yet.'}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={SECONDARY}
          disabled={!status?.canBuild || busy}
          onClick={() => void ask(() => deskApi.releasePreview())}
        >
          Preview
        </button>
        <button type="button" className={PRIMARY} disabled={!status?.canBuild} onClick={() => void ask(() => deskApi.releasePublish())}>
          Publish
        </button>
      </div>
      {build && (
        <div role="status" className="grid gap-1 text-sm text-neutral-800">
          <p>
            <strong>{KIND_LABELS[build.kind]}</strong> by {build.requestedBy}:{' '}
            {build.status === 'queued'
              ? 'waiting for the build in progress'
              : build.status === 'building'
                ? `${build.stage}, ${build.pagesDone}${build.pagesTotal ? ` of ${build.pagesTotal}` : ''} pages, ${seconds(build.elapsedMs)}`
                : build.status === 'failed'
                  ? 'failed; the site is unchanged'
                  : `done in ${seconds(build.elapsedMs)}`}
            {status?.publishQueued && build.status === 'building' && '. A Publish follows it.'}
          </p>
          {build.status === 'building' && (
            <progress className="w-full" max={build.pagesTotal ?? undefined} value={build.pagesTotal ? build.pagesDone : undefined}>
              {build.pagesDone} pages
            </progress>
          )}
          {build.status === 'failed' && build.error && <pre className="whitespace-pre-wrap text-xs text-red-800">{build.error}</pre>}
        </div>
      )}
      {status?.preview && !busy && (
        <p className="text-sm">
          <a href={status.preview.url} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
            Open the preview
          </a>{' '}
          (built {auditTime(status.preview.finishedAt ?? '')})
        </p>
      )}
      {status && status.rollbackTo.length > 0 && (
        <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <div>
            <label htmlFor={`${id}-rollback`} className={LABEL}>
              Go back to
            </label>
            <select id={`${id}-rollback`} className={CONTROL} value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">Choose an earlier publish</option>
              {status.rollbackTo.map((r) => (
                <option key={r.id} value={r.id}>
                  {publishLabel(r)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className={SECONDARY} disabled={!target || busy} onClick={() => setConfirming(true)}>
            Rollback
          </button>
        </div>
      )}
      {/* Beside the button that asked, so that it is read where the eyes are (and said: a live region). */}
      <p aria-live="polite" className={rolledBack ? 'text-sm font-semibold text-neutral-900' : 'sr-only'}>
        {rolledBack}
      </p>
      <RollbackDialog
        target={confirming ? status?.rollbackTo.find((r) => r.id === target) : undefined}
        busy={rollingBack}
        onConfirm={() => void rollback()}
        onClose={() => setConfirming(false)}
      />
      <ErrorAlert text={error} />
    </section>
  );
}

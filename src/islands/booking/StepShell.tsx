import type { ReactNode, Ref } from 'react';
import { useStore } from '@nanostores/react';
import { Toaster } from '../shared/Toaster.tsx';
import { BACK_LINK, PRIMARY_BUTTON } from '../shared/buttons.ts';
import { useHydrated } from '../shared/useHydrated.ts';
import { PaymentOpenDialog } from './PaymentOpenDialog.tsx';
import { StoppedDialog } from './StoppedDialog.tsx';
import { $leaving, THEATRES_PATH } from './leave.ts';

interface Props {
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** Where Back goes (spec section 2). */
  back: string;
  /** The summary panel. */
  summary: ReactNode;
  /** The step's Proceed (or pay) button and anything beside it. */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * One step of the wizard: its heading (focused on arrival), the step's content, the summary panel
 * (beside it on a desktop, below it on a phone) and Back and Proceed at the end.
 */
export function StepShell({ title, headingRef, back, summary, actions, children }: Props) {
  return (
    <section className="bg-neutral-50 px-4 py-8 sm:py-10">
      <div className="mx-auto max-w-6xl">
        <LeavingNotice />
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-neutral-900 outline-none sm:text-3xl">
          {title}
        </h1>
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          {/* A screen's height from the start: what the step loads after hydration grows below the fold, and moves nothing in view. */}
          <div className="min-h-svh min-w-0">{children}</div>
          <div className="lg:sticky lg:top-4">{summary}</div>
        </div>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <a href={back} className={BACK_LINK}>
            <span aria-hidden="true">←</span> Back
          </a>
          {actions}
        </div>
      </div>
      <StoppedDialog />
      <PaymentOpenDialog />
      <Toaster />
    </section>
  );
}

/** Every step's Proceed: disabled while busy (or while the step cannot go on), saying so. */
export function ProceedButton({ onClick, busy, disabled = false }: { onClick: () => void; busy: boolean; disabled?: boolean }) {
  const hydrated = useHydrated();
  return (
    <button type="button" onClick={onClick} disabled={disabled || busy || !hydrated} className={PRIMARY_BUTTON}>
      {busy ? 'Please wait...' : 'Proceed'}
    </button>
  );
}

/** Why the page is on its way to the theatre list, at its top (see leave.ts), with a link to go now. */
export function LeavingNotice() {
  const leaving = useStore($leaving);
  if (!leaving) return null;
  return (
    <p role="alert" className="mb-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-950">
      {leaving}{' '}
      <a href={THEATRES_PATH} className="whitespace-nowrap text-brand-700 underline underline-offset-2">
        Choose a theatre
      </a>
    </p>
  );
}

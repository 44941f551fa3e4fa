import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { ROLE_LABELS, type Permission } from '../../lib/desk/permissions.ts';
import { screenOfAddress } from './deskAddress.ts';
import { DeskContext, type Desk, type DeskSession } from './deskContext.ts';
import { screensFor } from './deskMenu.ts';
import { DeskMenuBar } from './DeskMenuBar.tsx';
import { SECONDARY } from './styles.ts';

const currentHash = () => (typeof location === 'undefined' ? '' : decodeURIComponent(location.hash.slice(1)));

/**
 * The signed-in desk: a header with who is signed in and Sign out, the menu of the screens the
 * role may use (each at /desk#<id>, its own pages at #<id>/..., so Back and a bookmark work), one
 * polite live region for what a screen reports, and the screen, whose heading takes the focus when
 * it opens.
 */
export function DeskShell({ session, onSignOut }: { session: DeskSession; onSignOut: () => void }) {
  const screens = useMemo(() => screensFor(session.permissions), [session.permissions]);
  const [hash, setHash] = useState(currentHash);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const follow = () => setHash(currentHash());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  const announce = useCallback((text: string) => {
    // Emptied first, so that the same words said twice are read twice.
    setMessage('');
    requestAnimationFrame(() => setMessage(text));
  }, []);
  const desk = useMemo<Desk>(() => ({ session, announce, may: (p: Permission) => session.permissions.includes(p) }), [session, announce]);
  // '#bookings/<id>' is a page inside the Bookings screen (deskAddress.ts).
  const current = screens.find((s) => s.id === screenOfAddress(hash)) ?? screens[0];

  return (
    <DeskContext.Provider value={desk}>
      <div className="min-h-svh bg-neutral-50">
        <header className="border-b border-neutral-200 bg-white">
          <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
            <p className="text-neutral-800">
              <span className="font-bold text-brand-800">Staff desk</span>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, signed in as </span>
              <span className="font-semibold">{session.staff.name}</span>{' '}
              <span className="text-neutral-700">({ROLE_LABELS[session.staff.role]})</span>
            </p>
            <button type="button" onClick={onSignOut} className={SECONDARY}>
              Sign out
            </button>
          </div>
          <DeskMenuBar screens={screens} current={current} />
        </header>
        <p role="status" aria-live="polite" className={message ? 'mx-auto mt-4 max-w-5xl px-4 font-medium text-brand-900' : 'sr-only'}>
          {message}
        </p>
        <main id="desk-main" className="mx-auto max-w-5xl px-4 py-6">
          {current ? (
            // A screen's code comes when it is first opened (deskMenu.ts); meanwhile the frame stays.
            <Suspense
              fallback={
                <p role="status" className="text-neutral-700">
                  Opening {current.label}…
                </p>
              }
            >
              <current.View key={current.id} />
            </Suspense>
          ) : (
            <p>Your role has nothing to use on the desk yet.</p>
          )}
        </main>
      </div>
    </DeskContext.Provider>
  );
}

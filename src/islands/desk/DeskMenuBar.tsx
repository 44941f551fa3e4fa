import { useEffect, useState } from 'react';
import type { DeskScreen } from './deskMenu.ts';

/** On a phone, the first screens stay in the row and the rest go under More, so the menu is one row. */
const IN_ROW_ON_PHONE = 2;

const PILL =
  'inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-brand-700 hover:bg-brand-50 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white';

/**
 * The desk's menu: every screen the role may use in a row that wraps on a tablet or a computer; on
 * a phone the first two and a More button listing the others (a native disclosure, so the keyboard
 * and a screen reader know it), which closes when a screen is chosen.
 */
export function DeskMenuBar({ screens, current }: { screens: readonly DeskScreen[]; current?: DeskScreen }) {
  const [open, setOpen] = useState(false);
  const folded = screens.length > IN_ROW_ON_PHONE + 1;
  const more = folded ? screens.slice(IN_ROW_ON_PHONE) : [];
  const inMore = more.some((s) => s.id === current?.id);
  // A screen chosen (in the menu, or by Back) closes the list.
  useEffect(() => setOpen(false), [current?.id]);

  const link = (s: DeskScreen) => (
    <a href={`/desk#${s.id}`} aria-current={s.id === current?.id ? 'page' : undefined} className={PILL}>
      {s.label}
    </a>
  );
  return (
    <nav aria-label="Desk" className="mx-auto max-w-5xl px-4 pb-3">
      <ul className="flex flex-wrap gap-x-1 gap-y-1 max-sm:flex-nowrap">
        {screens.map((s, i) => (
          <li key={s.id} className={folded && i >= IN_ROW_ON_PHONE ? 'shrink-0 max-sm:hidden' : 'shrink-0'}>
            {link(s)}
          </li>
        ))}
        {folded && (
          <li className="relative ml-auto sm:hidden">
            <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
              <summary
                className={`${PILL} cursor-pointer list-none border border-brand-200 [&::-webkit-details-marker]:hidden ${inMore ? 'bg-brand-600 text-white' : ''}`}
              >
                {inMore ? `${current?.label} ·` : ''} More
              </summary>
              <ul className="absolute right-0 z-20 mt-2 grid w-60 gap-1 rounded-2xl border border-neutral-200 bg-white p-2 shadow-lg">
                {more.map((s) => (
                  <li key={s.id}>{link(s)}</li>
                ))}
              </ul>
            </details>
          </li>
        )}
      </ul>
    </nav>
  );
}

import type { ReactNode } from 'react';

/** The toolbar's pictures: drawn in the text's colour; the buttons' names are on the buttons. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const BULLETS = (
  <Icon>
    <path d="M10 6h10M10 12h10M10 18h10" />
    <circle cx="5" cy="6" r="1.2" fill="currentColor" />
    <circle cx="5" cy="12" r="1.2" fill="currentColor" />
    <circle cx="5" cy="18" r="1.2" fill="currentColor" />
  </Icon>
);
export const NUMBERS = (
  <Icon>
    <path d="M10 6h10M10 12h10M10 18h10M4 4.5l1.5-1V8M3.5 14.5a1.5 1.5 0 1 1 2.5 1.2L3.5 19H6.5" strokeWidth="1.6" />
  </Icon>
);
export const QUOTE = (
  <Icon>
    <path d="M5 7v10M10 9h9M10 13h9M10 17h6" />
  </Icon>
);
export const LINK = (
  <Icon>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Icon>
);
export const RULE = (
  <Icon>
    <path d="M3 12h18" />
  </Icon>
);
export const BREAK = (
  <Icon>
    <path d="M19 5v7H6M10 8l-4 4 4 4" />
  </Icon>
);
export const UNDO = (
  <Icon>
    <path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </Icon>
);
export const REDO = (
  <Icon>
    <path d="m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
  </Icon>
);

import { createContext, useContext } from 'react';
import type { DeskResponseOf } from '../../lib/api/deskCalls.ts';
import type { Permission } from '../../lib/desk/permissions.ts';

export type DeskSession = Omit<DeskResponseOf<'me'>, 'success' | 'message'>;

/** What every desk view may use: who is signed in, and the page's one polite live region. */
export interface Desk {
  session: DeskSession;
  may: (permission: Permission) => boolean;
  /** Says a result in the live region (screen readers read it; it also shows under the menu). */
  announce: (message: string) => void;
}

export const DeskContext = createContext<Desk | null>(null);

export function useDesk(): Desk {
  const desk = useContext(DeskContext);
  if (!desk) throw new Error('useDesk outside the desk');
  return desk;
}

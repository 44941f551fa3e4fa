import type { z } from 'zod';
import type { SessionResponse } from '../../src/lib/api/desk.ts';
import { permissionsOf } from '../../src/lib/desk/permissions.ts';
import type { LiveSession } from '../repo/staffSessions.ts';
import { sessionEndsAt } from './sessionRules.ts';

/** What sign-in and `me` answer: who is signed in, what they may do, and when the session ends at the latest. */
export const sessionView = (
  session: Pick<LiveSession, 'staff' | 'createdAt'>,
): Omit<z.input<typeof SessionResponse>, 'success' | 'message'> => ({
  staff: {
    id: session.staff.id,
    name: session.staff.name,
    login: session.staff.login,
    role: session.staff.role,
    branches: session.staff.branchIds ?? 'all',
  },
  permissions: permissionsOf(session.staff.role),
  endsAt: sessionEndsAt(session.createdAt).toISOString(),
});

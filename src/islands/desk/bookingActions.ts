import type { ComponentType } from 'react';
import type { DeskBookingPage } from '../../lib/api/deskBookings.ts';
import type { Permission } from '../../lib/desk/permissions.ts';
import { DESK_BOOKING_ACTIONS } from './actions/deskBookingActions.tsx';

/**
 * What staff can do on a booking's page, beside reading it: each entry is one action (a button and
 * whatever it opens), shown in the page's 'Actions' section, in this order, to the roles that hold
 * its permission (the server checks again). An action gets the page's booking as the server last
 * answered it and calls `onChanged` once it changed something, and the page reads the booking
 * again. The section is not shown while no action is listed here, or none for the role.
 *
 * To add one: write its component (say MarkArrived.tsx, taking BookingActionProps) and list it:
 *   { id: 'mark-arrived', permission: 'bookings.manage', Component: MarkArrived }
 */
export interface BookingActionProps {
  booking: DeskBookingPage;
  /** Reads the booking again (its page shows the change, and says so in the live region). */
  onChanged: (message?: string) => void;
}

export interface BookingAction {
  id: string;
  permission: Permission;
  Component: ComponentType<BookingActionProps>;
}

export const BOOKING_ACTIONS: readonly BookingAction[] = DESK_BOOKING_ACTIONS;

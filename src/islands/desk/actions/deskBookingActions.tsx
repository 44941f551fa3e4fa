import type { ComponentType } from 'react';
import type { DeskBookingPage } from '../../../lib/api/deskBookings.ts';
import type { Permission } from '../../../lib/desk/permissions.ts';
import { CancelAndRefund, Move, RecordPayment, VenueMarks, type ActionButtonProps } from './ActionButtons.tsx';
import type { BookingForActions } from './bookingForActions.ts';

/**
 * What the booking's page hands each action: bookingActions.ts's BookingActionProps, said again
 * here so that neither file imports the other.
 */
interface PageActionProps {
  booking: DeskBookingPage;
  onChanged: (message?: string) => void;
}

/** What the actions read of the booking's page. */
export const forActions = (b: DeskBookingPage): BookingForActions => ({
  id: b.id,
  orderId: b.orderId,
  customerName: b.customer.name,
  status: b.status,
  venueStatus: b.venueStatus,
  date: b.date,
  fromTime: b.fromTime,
  toTime: b.toTime,
  theatreId: b.theatre.id,
  theatreName: b.theatre.name,
  total: b.money.total,
  leftToCollect: b.money.leftToCollect,
});

const onPage =
  (Button: ComponentType<ActionButtonProps>): ComponentType<PageActionProps> =>
  ({ booking, onChanged }) => <Button booking={forActions(booking)} onChanged={onChanged} />;

/** The booking's page's actions (bookingActions.ts lists these), in the order they show. */
export const DESK_BOOKING_ACTIONS: readonly { id: string; permission: Permission; Component: ComponentType<PageActionProps> }[] = [
  { id: 'venue-marks', permission: 'bookings.manage', Component: onPage(VenueMarks) },
  { id: 'record-payment', permission: 'bookings.manage', Component: onPage(RecordPayment) },
  { id: 'move', permission: 'bookings.manage', Component: onPage(Move) },
  { id: 'cancel-refund', permission: 'bookings.refund', Component: onPage(CancelAndRefund) },
];

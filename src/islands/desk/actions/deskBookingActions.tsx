import type { ComponentType } from 'react';
import type { DeskBookingPage } from '../../../lib/api/deskBookings.ts';
import type { Permission } from '../../../lib/desk/permissions.ts';
import { AddLine, CancelAndRefund, Move, RecordPayment, VenueMarks, type ActionButtonProps } from './ActionButtons.tsx';
import type { BookingForActions } from './bookingForActions.ts';
import { PaymentLinkPanel } from './PaymentLinkPanel.tsx';

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
  leftToCollect: phoneUnpaid(b) ? b.money.total : b.money.leftToCollect,
  phoneUnpaid: phoneUnpaid(b),
});

/** Taken by phone, not paid, and no payment link open: the whole can be taken at the venue. */
const phoneUnpaid = (b: DeskBookingPage): boolean =>
  b.takenByPhone !== null && b.takenByPhone.openLink === null && ['held', 'payment-failed', 'expired'].includes(b.status);

const onPage =
  (Button: ComponentType<ActionButtonProps>): ComponentType<PageActionProps> =>
  ({ booking, onChanged }) => <Button booking={forActions(booking)} onChanged={onChanged} />;

/** The booking's page's actions (bookingActions.ts lists these), in the order they show. */
export const DESK_BOOKING_ACTIONS: readonly { id: string; permission: Permission; Component: ComponentType<PageActionProps> }[] = [
  { id: 'venue-marks', permission: 'bookings.manage', Component: onPage(VenueMarks) },
  { id: 'payment-link', permission: 'bookings.manage', Component: PaymentLinkPanel },
  { id: 'record-payment', permission: 'bookings.manage', Component: onPage(RecordPayment) },
  { id: 'add-line', permission: 'bookings.manage', Component: onPage(AddLine) },
  { id: 'move', permission: 'bookings.manage', Component: onPage(Move) },
  { id: 'cancel-refund', permission: 'bookings.refund', Component: onPage(CancelAndRefund) },
];

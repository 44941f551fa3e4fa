import type { BookingStatus } from '../../../lib/api/booking.ts';
import { changeRefusal, MARK_LABELS, VENUE_STATUSES, venueMarkRefusal, type VenueStatus } from '../../../lib/desk/venueStatus.ts';
import { DeskError } from '../deskApi.ts';

/**
 * What the action buttons need of a booking, whichever screen shows it (the booking's page maps
 * its own data to this). Amounts are rupees.
 */
export interface BookingForActions {
  id: string;
  orderId: string;
  customerName: string;
  status: BookingStatus;
  venueStatus: VenueStatus | null;
  /** YYYY-MM-DD, with the slot's times. */
  date: string;
  fromTime: string;
  toTime: string;
  theatreId: string;
  theatreName: string;
  total: number;
  leftToCollect: number;
  /** Taken by phone and not paid yet (no link open): the whole can be recorded as paid at the venue. */
  phoneUnpaid?: boolean;
}

/** What each action's dialog takes: the booking, and how it closes (with the server's message once done). */
export interface ActionDialogProps {
  booking: BookingForActions;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

export interface MarkButton {
  mark: VenueStatus;
  label: string;
  /** Why it cannot be pressed now (the server's own rule), or undefined. */
  refusal?: string;
}

/** The venue marks that make sense to offer now: not the one it has, nothing once completed or for a booking not confirmed. */
export function markButtons(b: BookingForActions, now: number): MarkButton[] {
  if (b.status !== 'booking-confirmed' || b.venueStatus === 'completed') return [];
  return VENUE_STATUSES.filter((m) => m !== b.venueStatus).map((mark) => ({
    mark,
    label: MARK_LABELS[mark],
    refusal: venueMarkRefusal(b, mark, now),
  }));
}

/** Whether the booking can be cancelled or moved (confirmed, not used yet). */
export const changeable = (b: BookingForActions): boolean => changeRefusal(b, 'moved') === undefined;

export const messageOf = (failure: unknown): string => (failure instanceof DeskError ? failure.message : String(failure));

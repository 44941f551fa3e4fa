import type { BookingStatus } from '../../src/lib/api/booking.ts';
import { bookingFacts, whatsappAddress, type BookingFacts } from '../../src/lib/messages/messageFacts.ts';
import type { Queryable } from '../db/database.ts';
import { manageLink, manageTokenOf } from '../repo/manageTokens.ts';
import { messageBookingRow, type MessageBookingRow } from '../repo/messageBookings.ts';

/**
 * What a booking's messages are made from and sent to, read in the transaction of the change they
 * tell of (so they say what it committed): the booking, its theatre's branch, and its customer's
 * addresses. WhatsApp only with the customer's tick; e-mail whenever there is an address.
 */

export interface MessageBooking {
  id: string;
  status: BookingStatus;
  date: string;
  fromTime: string;
  phone: string;
  email: string;
  persons: number;
  facts: BookingFacts;
  /** '+91' and ten digits, when the customer ticked 'Send me booking updates on WhatsApp'. */
  whatsappTo?: string;
  /** The customer's e-mail address, when they gave one. */
  emailTo?: string;
}

/**
 * The booking as its messages tell of it; `siteOrigin` makes its /my-booking link from its manage
 * token (made before reading: readMessageBooking, reminders.ts).
 */
export function messageBookingOf(r: MessageBookingRow, siteOrigin: string): MessageBooking {
  const date = typeof r.slot_date === 'string' ? r.slot_date : r.slot_date.toISOString().slice(0, 10);
  const email = r.user_email.trim();
  const whatsappTo = r.whatsapp_updates ? whatsappAddress(r.user_phone) : undefined;
  return {
    id: r.id,
    status: r.status,
    date,
    fromTime: r.from_time,
    phone: r.user_phone,
    email,
    persons: r.no_of_persons,
    facts: bookingFacts({
      customerName: r.user_name,
      orderId: r.order_id,
      theatreName: r.theatre_name,
      branch: {
        name: r.branch_name ?? '',
        addressLine1: r.address_line1 ?? '',
        addressLine2: r.address_line2 ?? '',
        mapUrl: r.map_url ?? '',
      },
      date,
      fromTime: r.from_time,
      toTime: r.to_time,
      totalPaise: r.total_price,
      paidPaise: r.amount_paid,
      manageLink: r.manage_token ? manageLink(siteOrigin, r.manage_token) : '',
    }),
    ...(whatsappTo ? { whatsappTo } : {}),
    ...(email ? { emailTo: email } : {}),
  };
}

/** The booking, with its manage token made if it had none, so its messages carry its /my-booking link. */
export async function readMessageBooking(tx: Queryable, bookingId: string, siteOrigin: string): Promise<MessageBooking | undefined> {
  let row = await messageBookingRow(tx, bookingId);
  if (row && !row.manage_token) {
    await manageTokenOf(tx, bookingId);
    row = await messageBookingRow(tx, bookingId);
  }
  return row && messageBookingOf(row, siteOrigin);
}

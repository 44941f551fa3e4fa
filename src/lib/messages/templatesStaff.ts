import type { BookingFacts } from './messageFacts.ts';
import type { EmailContent } from './messageKinds.ts';
import { whereFacts } from './templates.ts';
import { email } from './templatesEmail.ts';

/**
 * The e-mails about an enquiry (to the customer who sent it: the enquiry form asks no WhatsApp
 * consent) and the staff's e-mails of each new enquiry and each new booking.
 */

export interface EnquiryFacts {
  name: string;
  email: string;
  /** Ten digits. */
  phone: string;
  eventName: string;
  description: string;
  /** When it came in, on India's clock as the desk writes it. */
  receivedAt: string;
}

export function enquiryReceived(e: EnquiryFacts, senderName: string): EmailContent {
  return email({
    subject: 'We have received your enquiry',
    greeting: `Hi ${e.name.trim()},`,
    intro: ['Thank you! Your enquiry has been received. We will call you back shortly.'],
    facts: [
      { label: 'Occasion', value: e.eventName },
      { label: 'Your message', value: e.description },
      { label: 'We will call', value: e.phone },
    ],
    senderName,
  });
}

export function staffNewEnquiry(e: EnquiryFacts, senderName: string): EmailContent {
  return email({
    subject: `New enquiry: ${e.name.trim()}, ${e.eventName}`,
    greeting: 'Hello,',
    intro: ['A new enquiry came in on the site. Please call them back; it is under Leads at the desk.'],
    facts: [
      { label: 'Name', value: e.name },
      { label: 'Phone', value: e.phone },
      { label: 'E-mail', value: e.email },
      { label: 'Occasion', value: e.eventName },
      { label: 'Message', value: e.description },
      { label: 'Received', value: e.receivedAt },
    ],
    senderName,
  });
}

export interface NewBookingFacts {
  phone: string;
  /** '' when the customer gave none. */
  email: string;
  persons: number;
}

export function staffNewBooking(f: BookingFacts, senderName: string, b: NewBookingFacts): EmailContent {
  return email({
    subject: `New booking ${f.orderId}: ${f.theatre}, ${f.day}, ${f.slot}`,
    greeting: 'Hello,',
    intro: [`${f.name} has booked ${f.theatre} at ${f.branch}.`],
    facts: [
      { label: 'Customer', value: f.name },
      { label: 'Phone', value: b.phone },
      { label: 'E-mail', value: b.email || 'none given' },
      { label: 'Persons', value: String(b.persons) },
      ...whereFacts(f),
      { label: 'Total', value: f.total },
      { label: 'Paid', value: f.paid },
      { label: 'Left to pay at the venue', value: f.leftToPay },
    ],
    senderName,
  });
}

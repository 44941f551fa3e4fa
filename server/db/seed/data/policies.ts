import type { SeedData } from '../types.ts';
import { BUSINESS_NAME, BUSINESS_PHONE } from './contact.ts';

/** The three policy texts, as HTML (sanitised again before a page shows them). */

const termsAndCondition = `
<h2>Terms and Conditions</h2>
<p>These terms apply to every booking made with <strong>${BUSINESS_NAME}</strong> on our website, by phone or on WhatsApp,
at any of our branches in Hyderabad. By paying the advance you accept them on behalf of everyone in your party.</p>

<h3>1. Booking and advance</h3>
<ul>
  <li>A slot is reserved only after the advance is paid online: <strong>₹750</strong> for a basic booking and <strong>₹1000</strong> for a combo plan.</li>
  <li>The remaining amount is paid at the venue before the slot starts, by UPI, card or cash.</li>
  <li>The booking is in the name and mobile number given at checkout; please carry a photo ID.</li>
</ul>

<h3>2. Arrival and timing</h3>
<ul>
  <li>Please arrive <strong>15 minutes before</strong> your slot so that we can finish the set-up and brief you on the room.</li>
  <li>The slot ends at the booked time whatever time you arrive; a late arrival does not extend it.</li>
  <li>Rooms must be vacated at the end of the slot, as the next celebration is prepared right after.</li>
</ul>

<h3>3. Guests</h3>
<ul>
  <li>The price includes the number of people shown for the theatre or plan. Extra guests are charged per person, up to the room's seating.</li>
  <li>Children above 3 years count as guests. Guests under 18 must be accompanied by an adult.</li>
</ul>

<h3>4. House rules</h3>
<ul>
  <li><strong>No smoking, alcohol or drugs</strong> anywhere on the premises. Anyone found under the influence will be asked to leave without a refund.</li>
  <li>Outside food is allowed only for cakes; please order snacks and drinks from our menu.</li>
  <li>Confetti guns, sparklers, candles and fog machines other than ours are not allowed for fire safety.</li>
  <li>Please treat the room with care: any <strong>damage</strong> to screens, furniture, walls or décor will be charged at repair or replacement cost.</li>
</ul>

<h3>5. Content</h3>
<p>Bring your own content through your OTT accounts or a pen drive. We do not provide pirated content, and you are responsible
for anything you play. Please log out of your accounts before leaving; we reset the devices after every slot.</p>

<h3>6. Photos and CCTV</h3>
<p>Common areas are covered by CCTV for safety; the theatre rooms are not. With your permission we may share photos of the
decoration (never of guests) on our social pages.</p>

<h3>7. Changes</h3>
<p>We may change these terms from time to time. The version on this page when you pay applies to your booking.
For any question, message us on WhatsApp at +91 ${BUSINESS_PHONE}.</p>
`.trim();

const refundPolicy = `
<h2>Refund Policy</h2>
<p>We keep every slot for you alone, and set up the room in advance, so cancellations affect other customers too.
Please read how refunds of the advance work.</p>

<h3>Cancellation by you</h3>
<ul>
  <li>Cancel <strong>72 hours or more</strong> before the slot: the advance is refunded in full to the original payment method.</li>
  <li>Cancel less than 72 hours before the slot, or do not arrive: the advance is <strong>not refundable</strong>.</li>
  <li>Amounts paid at the venue for food, extra guests or add-ons that were not used are refunded on the spot.</li>
</ul>

<h3>Rescheduling</h3>
<p>You may move your booking to another date or slot <strong>once</strong>, free of charge, if you ask at least 48 hours before the slot
and the new slot is free. Later requests are treated as a cancellation.</p>

<h3>Cancellation by us</h3>
<p>If we have to cancel because of a power failure, a technical fault or an event outside our control, you choose between
a full refund of everything paid and a new slot of your choice.</p>

<h3>How refunds are paid</h3>
<ul>
  <li>Refunds are started within 2 working days of the cancellation being confirmed.</li>
  <li>Your bank or card issuer may take <strong>5 to 7 working days</strong> to show the amount.</li>
  <li>Payment gateway charges, if any, are not refundable.</li>
</ul>

<h3>How to cancel</h3>
<p>Message us on WhatsApp at +91 ${BUSINESS_PHONE} or write to hello@cinecelebrations.in with your booking id.</p>
`.trim();

const privacyPolicy = `
<h2>Privacy Policy</h2>
<p><strong>${BUSINESS_NAME}</strong> respects your privacy. This policy explains what we collect when you use our website or book
with us, why we collect it and what choices you have.</p>

<h3>What we collect</h3>
<ul>
  <li>Your name, mobile number and e-mail address when you book, send an enquiry or request a callback.</li>
  <li>Booking details: date, slot, theatre, occasion, the name of the person being celebrated and the items you choose.</li>
  <li>Payment status and a transaction reference from our payment provider. <strong>We never see or store your card or UPI details.</strong></li>
  <li>Basic technical data such as browser type and pages visited, used only to keep the site working well.</li>
</ul>

<h3>How we use it</h3>
<ul>
  <li>To confirm, manage and remind you of your booking.</li>
  <li>To call you back when you ask us to, and to answer your questions.</li>
  <li>To credit reward and referral points to your account.</li>
  <li>To send offers, only if you have not opted out.</li>
</ul>

<h3>Sharing</h3>
<p>We do not sell your data. We share only what is needed with our payment provider to take your payment and with
our messaging provider to send booking updates.</p>

<h3>Keeping your data</h3>
<p>Booking records are kept for up to 3 years for accounts and tax purposes, then deleted. You may ask us to delete your
account and personal data at any time, except records we must keep by law.</p>

<h3>Contact</h3>
<p>Write to hello@cinecelebrations.in for any privacy question or request.</p>
`.trim();

export const policy: SeedData['policy'] = { termsAndCondition, refundPolicy, privacyPolicy };

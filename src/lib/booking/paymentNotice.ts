/** What the customer is told when they ask to pay, while online payment is not offered: by the server's payment request and by the checkout page alike. */
export const PAYMENT_NOT_AVAILABLE = 'Online payment is not available yet. Please call or WhatsApp us to confirm your booking.';

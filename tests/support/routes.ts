/** Every route of the spec (both files), spelled exactly as there: the browser tests, budgets and benchmark walk them all. */
export const SPEC_ROUTES = [
  '/', '/about', '/theaters', '/booknow', '/cakes', '/addons', '/enquiry', '/Faqs', '/Reviews', '/gallery', '/Terms',
  '/PrivacyPolicy', '/RefundPolicy', '/Food', '/Basicplan', '/Occassions', '/CakesComponent', '/AddOnscomponent',
  '/BookingSummary', '/ComboForm', '/ComboOccassions', '/ComboPlans', '/ComboBooking', '/Checkout', '/BookingDetails',
  '/payment-success', '/payment-processing', '/payment-fail', '/profile',
];

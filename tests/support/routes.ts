/** Every route of the spec (both files), spelled exactly as there: the browser tests, budgets and benchmark walk them all. */
export const SPEC_ROUTES = [
  '/', '/about', '/theaters', '/booknow', '/cakes', '/addons', '/enquiry', '/Faqs', '/Reviews', '/gallery', '/Terms',
  '/PrivacyPolicy', '/RefundPolicy', '/Food', '/Basicplan', '/Occassions', '/CakesComponent', '/AddOnscomponent',
  '/BookingSummary', '/ComboForm', '/ComboOccassions', '/ComboPlans', '/ComboBooking', '/Checkout', '/BookingDetails',
  '/payment-success', '/payment-processing', '/payment-fail', '/profile',
];

/** The basic wizard's steps: with no booking in progress in the tab, each says so and leaves for /theaters. */
export const WIZARD_STEPS = ['/Basicplan', '/Occassions', '/CakesComponent', '/AddOnscomponent', '/BookingSummary'];

/** Pages that need a theatre and slot chosen first: with none in the tab, each says so and leaves for /theaters. */
export const NEEDS_CHOICE = [...WIZARD_STEPS, '/BookingDetails'];

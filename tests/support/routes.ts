/** Every route of the spec (both files), spelled exactly as there: the browser tests, budgets and benchmark walk them all. */
export const SPEC_ROUTES = [
  '/',
  '/about',
  '/theaters',
  '/booknow',
  '/cakes',
  '/addons',
  '/enquiry',
  '/Faqs',
  '/Reviews',
  '/gallery',
  '/Terms',
  '/PrivacyPolicy',
  '/RefundPolicy',
  '/Food',
  '/Basicplan',
  '/Occassions',
  '/CakesComponent',
  '/AddOnscomponent',
  '/BookingSummary',
  '/ComboForm',
  '/ComboOccassions',
  '/ComboPlans',
  '/ComboBooking',
  '/Checkout',
  '/BookingDetails',
  '/payment-success',
  '/payment-processing',
  '/payment-fail',
  '/profile',
];

/** The pages that need a booking in progress (the basic wizard's steps and the checkout): with none in the tab, each says so and leaves for /theaters. */
export const WIZARD_STEPS = ['/Basicplan', '/Occassions', '/CakesComponent', '/AddOnscomponent', '/BookingSummary', '/Checkout'];

/** The combo flow's steps: with no booking in progress in the tab, each says so and leaves for /theaters too. */
export const COMBO_STEPS = ['/ComboForm', '/ComboOccassions', '/ComboPlans', '/ComboBooking'];

/** Every page that shows a booking in progress, and leaves for /theaters without one. */
export const BOOKING_PAGES = [...WIZARD_STEPS, ...COMBO_STEPS, '/BookingDetails'];

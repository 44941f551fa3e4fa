/**
 * Every browser test runs on the phone project. The desktop project runs again only what the wide
 * layout changes: the header, grids and carousels, dialogs, the floating buttons, focus order, and
 * axe on the pages whose controls differ. Such a test carries this tag; a flow that only reads the
 * server's answers, or a page's text, behaves the same at any width and runs once.
 */
export const LAYOUT = { tag: '@layout' };

/**
 * The pages whose wide layout differs from the phone's beyond the shared header and footer (grids,
 * columns, the picker and the theatre cards, the form beside the address), and one text page for the
 * shell itself. The others (aliases such as /booknow and /addons, the other policies, the payment
 * outcome pages, the booking steps that leave without a booking) lay out as these do.
 */
export const WIDE_PAGES = [
  '/',
  '/about',
  '/theaters',
  '/cakes',
  '/enquiry',
  '/Faqs',
  '/Reviews',
  '/gallery',
  '/Terms',
  '/Food',
  '/profile',
];

/** LAYOUT for a page of WIDE_PAGES, nothing for the others. */
export const layoutOf = (route: string) => (WIDE_PAGES.includes(route) ? LAYOUT : {});

/**
 * Site constants shared by the layout, the pages and (later) the islands. No I/O here: the
 * contact data (phone, e-mail, address, socials) comes from the API at build time, see
 * buildClient.ts.
 */

/**
 * The business's name: a placeholder, the same as the seed data's (server/db/seed). The API contract
 * carries no name field, so it lives here; it appears in page titles, the header, the logo's text and
 * the copyright line.
 */
export const BUSINESS_NAME = 'CineCelebrations';

/** The spec's copyright year (the footer reads '© 2024 {business}. All rights reserved.'). */
export const COPYRIGHT_YEAR = 2024;

/** The spec's purple: current nav link, buttons, theme-color. Same as brand-600 in tailwind.config.cjs. */
export const BRAND_COLOR = '#7b2cbf';

export interface NavLink {
  href: string;
  label: string;
}

/** Header and footer links, in the spec's order, with the spec's labels (section 2). */
export const NAV_LINKS: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About Us' },
  { href: '/theaters', label: "THEATRE'S" },
  { href: '/cakes', label: 'Cakes' },
  { href: '/enquiry', label: 'GET QUOTE' },
  { href: '/Faqs', label: "FAQ's" },
  { href: '/Reviews', label: 'Testimonial' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/Terms', label: 'Terms and Conditions' },
  { href: '/PrivacyPolicy', label: 'Privacy Policy' },
  { href: '/RefundPolicy', label: 'Refund Policy' },
];

/** Where the header's 'Book Now' goes (DECISIONS.md 10). */
export const BOOK_NOW_HREF = '/theaters';

/** Routes that show another route's screen, so that route's nav link is the current one. */
const NAV_ALIASES: Readonly<Record<string, string>> = {
  '/booknow': '/theaters',
  '/addons': '/cakes',
};

/** The address search engines should index for a page: an alias names its original. */
export function canonicalPath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return NAV_ALIASES[path] ?? path;
}

/** Pages for search engines: the information pages and the start of a booking. Every other page is noindex. */
export const INDEXED_PATHS: readonly string[] = [...NAV_LINKS.map((link) => link.href), '/Food'];

/**
 * The nav link to mark as the current page for a URL path, or undefined when the page has none.
 * Paths are matched case-sensitively (the spec's routes differ by case) and without a trailing slash.
 */
export function currentNavHref(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const target = NAV_ALIASES[path] ?? path;
  return NAV_LINKS.some((link) => link.href === target) ? target : undefined;
}

/** The business phone as people read it: '+91 9876543210'. */
export const displayPhone = (phone: string): string => `+91 ${phone}`;

/** A link that dials the business phone. */
export const telHref = (phone: string): string => `tel:+91${phone}`;

/** A link that opens a WhatsApp chat with the business phone. */
export const whatsappHref = (phone: string): string => `https://wa.me/91${phone}`;

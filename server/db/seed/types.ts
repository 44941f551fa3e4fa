import type { z } from 'zod';
import type {
  AboutFeature,
  AboutUs,
  ContactUs,
  Faq,
  GalleryItem,
  Highlight,
  HomeSlider,
  HowToJoin,
  LatestInfo,
  Offer,
  Policy,
  Popup,
  Testimonial,
} from '../../../src/lib/api/content.ts';
import type { Customer } from '../../repo/customers.ts';
import type { CakeWeight } from '../../../src/lib/booking/cakeWeight.ts';
import type { Location } from '../../../src/lib/api/locations.ts';
import type { Theatre } from '../../../src/lib/api/theatres.ts';
import type { AddonCategory, Cake, Charges, FoodCategory, Occasion, Plan, PlanProduct } from '../../../src/lib/api/catalogue.ts';

/**
 * The seed as people write it: the API's own shapes, amounts in whole rupees, ids stable and
 * readable so that tests can name them. seedInPaise.ts reads its amounts as paise, seed.ts makes the rows.
 */

/** A branch; `key` is internal and stable, `_id` absent for a branch that is announced but not open. */
export type SeedLocation = Location & { key: string };

export interface SeedSlot {
  _id: string;
  fromTime: string;
  toTime: string;
  isActive?: boolean;
}

export type SeedTheatre = Omit<Theatre, 'address'> & {
  /** `key` of its SeedLocation. */
  locationKey: string;
  /** Daily slots, in order. */
  slots: SeedSlot[];
};

export type SeedPlan = Plan & {
  occasionId: string;
  theatreId: string;
  products: z.infer<typeof PlanProduct>[];
};

export interface SeedCoupon {
  _id: string;
  /** What the customer types, matched without regard to case. */
  code: string;
  kind: 'Percentage' | 'Fixed';
  /** Percent for 'Percentage', rupees for 'Fixed'. */
  value: number;
  /** Plan type it is for; null for any. */
  planType: 'normal' | 'combo' | null;
  /** Smallest sub total (rupees) it applies to. */
  minAmount: number;
  /** Most a percentage coupon takes off (rupees); null for no cap. */
  maxDiscount: number | null;
  active: boolean;
  /** The first and last days it can be used (YYYY-MM-DD, India's calendar); absent for no limit. */
  validFrom?: string;
  validTo?: string;
  /** The most bookings that may use it; absent for no limit. */
  maxUses?: number;
}

/**
 * A customer who can sign in at /profile; `passwordHash` is a stored hash (server/auth/password.ts)
 * of DEMO_PASSWORD: the seed never holds a password.
 */
export type SeedCustomer = Omit<Customer, 'id'> & { _id: string };

/** A past booking of a seeded customer, so that the profile's points and list are not empty. */
export interface SeedBooking {
  _id: string;
  orderId: string;
  /** The customer who made it signed in; null: made as a guest and matched by `userPhone`. */
  customerId: string | null;
  userName: string;
  userEmail: string;
  userPhone: string;
  theatreId: string;
  /** One of the theatre's slot ids. */
  slotId: string;
  date: string;
  occasionId: string;
  persons: number;
  status: 'booking-confirmed' | 'payment-failed';
  /** Rupees; the sub total and total are their sum (these bookings had no coupon). */
  theatrePrice: number;
  occasionPrice: number;
  cakesPrice: number;
  addonsPrice: number;
  advancePayment: number;
  /** ISO time the booking was made. */
  createdAt: string;
}

/**
 * A guest's confirmed booking for the slot of a theatre that started most recently when the seed
 * runs (src/lib/desk/latestStartedSlot.ts), so that a development desk has someone to mark arrived.
 * The slot and day are chosen then, and the amounts priced by the booking rules (quote.ts); the
 * advance was paid online, the rest is left to collect at the venue. Development only.
 */
export interface SeedVenueBooking {
  _id: string;
  orderId: string;
  theatreId: string;
  userName: string;
  userEmail: string;
  userPhone: string;
  /** The special person's name (who the occasion is for). */
  personName: string;
  occasionId: string;
  persons: number;
  /** One of the seeded cakes, at a weight. */
  cake: { id: string; weight: CakeWeight };
  /** Seeded add-on product ids. */
  addonIds: string[];
  /** What the payment provider called the advance's payment. */
  transactionId: string;
  /** How long before the slot starts it was booked and paid. */
  bookedDaysBefore: number;
  /** Why WhatsApp did not deliver their reminder (venueDayMessages.ts); absent: it was delivered. */
  reminderFailed?: string;
}

export interface SeedData {
  contact: z.infer<typeof ContactUs>;
  popups: z.infer<typeof Popup>[];
  locations: SeedLocation[];
  theatres: SeedTheatre[];
  occasions: Occasion[];
  plans: SeedPlan[];
  cakes: Cake[];
  addonCategories: AddonCategory[];
  foodCategories: FoodCategory[];
  /** Each dish's price at the venue's counter, by its id (rupees, as written); a dish left out is not sold there. */
  venueFoodPrices: Record<string, number>;
  coupons: SeedCoupon[];
  charges: z.infer<typeof Charges>;
  policy: z.infer<typeof Policy>;
  about: z.infer<typeof AboutUs>;
  aboutFeatures: z.infer<typeof AboutFeature>[];
  faqs: Faq[];
  testimonials: Testimonial[];
  homesliders: HomeSlider[];
  highlights: Highlight[];
  howtojoin: z.infer<typeof HowToJoin>;
  latestinfo: z.infer<typeof LatestInfo>;
  offer: z.infer<typeof Offer>;
  gallery: GalleryItem[];
  customers: SeedCustomer[];
  bookings: SeedBooking[];
  /** Development only, as the demo customers: bookings of the venue's day, relative to when the seed runs. */
  venueDay: SeedVenueBooking[];
}

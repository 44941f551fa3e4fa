import type { SeedData } from '../types.ts';
import { addonCategories } from './addons.ts';
import { cakes } from './cakes.ts';
import { contact } from './contact.ts';
import {
  about,
  aboutFeatures,
  charges,
  faqs,
  highlights,
  homesliders,
  howtojoin,
  latestinfo,
  offer,
  policy,
  popups,
  testimonials,
} from './content.ts';
import { coupons } from './coupons.ts';
import { bookings, customers } from './customers.ts';
import { foodCategories, venueFoodPrices } from './food.ts';
import { gallery } from './gallery.ts';
import { locations } from './locations.ts';
import { occasions } from './occasions.ts';
import { plans } from './plans.ts';
import { theatres } from './theatres.ts';
import { venueDay } from './venueDay.ts';

/** CineCelebrations, Hyderabad: the data a fresh database starts with. */
export const seed: SeedData = {
  contact,
  popups,
  locations,
  theatres,
  occasions,
  plans,
  cakes,
  addonCategories,
  foodCategories,
  venueFoodPrices,
  coupons,
  charges,
  policy,
  about,
  aboutFeatures,
  faqs,
  testimonials,
  homesliders,
  highlights,
  howtojoin,
  latestinfo,
  offer,
  gallery,
  customers,
  bookings,
  venueDay,
};

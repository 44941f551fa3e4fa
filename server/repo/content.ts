import type { Queryable } from '../db/database.ts';
import type { z } from 'zod';
import type * as C from '../../src/lib/api/content.ts';
import type { Occasion } from '../../src/lib/api/catalogue.ts';
import { notFound } from '../http/errors.ts';

/** Reads of the site's content: single documents from `content`, lists from their tables. */

export async function getDocument<T>(db: Queryable, key: string): Promise<T> {
  const rows = await db.query<{ value: T }>('select value from content where key = $1', [key]);
  if (rows.length === 0) throw notFound(`The ${key} content has not been set up yet.`);
  return rows[0].value;
}

export const getContact = (db: Queryable) => getDocument<z.infer<typeof C.ContactUs>>(db, 'contact');
export const getPopups = (db: Queryable) => getDocument<z.infer<typeof C.Popup>[]>(db, 'popups');

export const listFaqs = (db: Queryable) => db.query<C.Faq>('select id as "_id", question, answer from faqs order by sort, id');
export const getPolicy = (db: Queryable) => getDocument<z.infer<typeof C.Policy>>(db, 'policy');
export const getAbout = (db: Queryable) => getDocument<z.infer<typeof C.AboutUs>>(db, 'about');

export const listGallery = (db: Queryable) => db.query<C.GalleryItem>('select id as "_id", image, alt from gallery order by sort, id');

export const listAboutFeatures = (db: Queryable) =>
  db.query<z.infer<typeof C.AboutFeature>>('select id as "_id", title, description, image from about_features order by sort, id');

export const listTestimonials = (db: Queryable) =>
  db.query<C.Testimonial>(
    'select id as "_id", name, location, rating, description, occasion, avatar, image from testimonials order by sort, id',
  );

export const listHomeSliders = (db: Queryable) =>
  db.query<C.HomeSlider>('select id as "_id", image, title, subtitle from home_sliders order by sort, id');

export const listHighlights = (db: Queryable) =>
  db.query<C.Highlight>('select id as "_id", image, title, features from highlights order by sort, id');

/** The occasions, each price in paise as stored: the calls' schemas send rupees. */
export const listOccasions = (db: Queryable): Promise<Occasion[]> =>
  db.query<Occasion>('select id as "_id", name, price, image from occasions order by sort, id');

import { buildCall } from './buildClient.ts';
import { pictureOf } from './theatrePictures.ts';
import type { PictureSources } from './pictureSources.ts';
import { sanitizeHtml } from './sanitizeHtml.ts';

/**
 * Build time only: what the wizard's steps show from the catalogue (occasions, cakes, add-ons, the
 * advance amounts, the terms), with every image re-encoded into small AVIF and WebP sets, handed to
 * the islands as props. Prices here are what the screens show; the server prices every booking
 * again from its own catalogue, and its figures win.
 */

/** A card of the wizard's grids: two columns on a phone, up to four on a desktop; 2x for sharp screens. */
const CARD_WIDTHS = [200, 400];
const square = (path: string) => pictureOf(path, CARD_WIDTHS, 1);

export interface CatalogueCard {
  _id: string;
  name: string;
  /** Rupees (a cake: per 500 gm). */
  price: number;
  /** The API's image path, for the fallback when the build had no picture. */
  image: string;
  picture: PictureSources | null;
}

export interface CakeCard extends CatalogueCard {
  cakeType: 'egg' | 'eggless';
}

export interface AddonGroup {
  _id: string;
  name: string;
  products: CatalogueCard[];
}

const card = async (item: { _id: string; name: string; price: number; image: string }): Promise<CatalogueCard> => ({
  _id: item._id,
  name: item.name,
  price: item.price,
  image: item.image,
  picture: item.image ? await square(item.image) : null,
});

export async function occasionCards(): Promise<CatalogueCard[]> {
  const { occasions } = await buildCall('occasions');
  return Promise.all(occasions.map(card));
}

/** The everyday cakes of each type: customised (premium) cakes are ordered by phone, 3 days ahead. */
export async function cakeCards(): Promise<Record<'egg' | 'eggless', CakeCard[]>> {
  const [egg, eggless] = await Promise.all([buildCall('cakes', { cakeType: 'egg' }), buildCall('cakes', { cakeType: 'eggless' })]);
  const cards = (list: typeof egg.normalCakes) => Promise.all(list.map(async (c) => ({ ...(await card(c)), cakeType: c.cakeType })));
  return { egg: await cards(egg.normalCakes), eggless: await cards(eggless.normalCakes) };
}

export async function addonGroups(): Promise<AddonGroup[]> {
  const { products } = await buildCall('addonProducts');
  return Promise.all(products.map(async (g) => ({ _id: g._id, name: g.name, products: await Promise.all(g.products.map(card)) })));
}

/** Advance amounts, rupees: what the rules show before the server has priced a change. */
export async function wizardCharges(): Promise<{ advancePayment: number; comboAdvancePayment: number }> {
  const { charges } = await buildCall('charges');
  return { advancePayment: charges.advancePayment, comboAdvancePayment: charges.comboAdvancePayment };
}

/** The terms and conditions, sanitised for set:html. */
export async function termsHtml(): Promise<string> {
  const { policy } = await buildCall('policies');
  return sanitizeHtml(policy.termsAndCondition);
}

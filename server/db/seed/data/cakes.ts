import type { Cake } from '../../../../src/lib/api/catalogue.ts';

/** Prices are per 500 gm. Premium cakes are customised and need 3 days' notice. */
function cake(id: string, name: string, price: number, cakeType: 'egg' | 'eggless', isPremium = false): Cake {
  return { _id: id, name, image: `/media/cakes/${id}.jpg`, price, cakeType, isPremium };
}

export const cakes: Cake[] = [
  // Normal, egg
  cake('cake-egg-black-forest', 'Black Forest', 499, 'egg'),
  cake('cake-egg-chocolate-truffle', 'Chocolate Truffle', 599, 'egg'),
  cake('cake-egg-red-velvet', 'Red Velvet', 699, 'egg'),
  cake('cake-egg-butterscotch', 'Butterscotch', 499, 'egg'),
  cake('cake-egg-pineapple', 'Pineapple', 450, 'egg'),
  cake('cake-egg-death-by-chocolate', 'Death by Chocolate', 799, 'egg'),
  // Normal, eggless
  cake('cake-eggless-black-forest', 'Eggless Black Forest', 549, 'eggless'),
  cake('cake-eggless-butterscotch', 'Eggless Butterscotch', 549, 'eggless'),
  cake('cake-eggless-pineapple', 'Eggless Pineapple', 499, 'eggless'),
  cake('cake-eggless-rasmalai', 'Eggless Rasmalai', 849, 'eggless'),
  cake('cake-eggless-chocolate-truffle', 'Eggless Chocolate Truffle', 649, 'eggless'),
  cake('cake-eggless-mango-delight', 'Eggless Mango Delight', 599, 'eggless'),
  // Premium (customised), egg
  cake('cake-egg-photo-cake', 'Photo Cake', 1199, 'egg', true),
  cake('cake-egg-two-tier-fondant', 'Two-Tier Fondant Cake', 1499, 'egg', true),
  cake('cake-egg-heart-fondant', 'Heart-Shaped Fondant Cake', 1299, 'egg', true),
  // Premium (customised), eggless
  cake('cake-eggless-photo-cake', 'Eggless Photo Cake', 1249, 'eggless', true),
  cake('cake-eggless-theme-fondant', 'Eggless Theme Fondant Cake', 1549, 'eggless', true),
];

export const cakeById = (id: string): Cake => {
  const found = cakes.find((c) => c._id === id);
  if (!found) throw new Error(`seed: no cake ${id}`);
  return found;
};

import type { AddonCategory } from '../../../../src/lib/api/catalogue.ts';

type AddonProduct = AddonCategory['products'][number];

function category(id: string, name: string, products: [string, string, number][]): AddonCategory {
  return {
    _id: `addon-cat-${id}`,
    name,
    products: products.map(([pid, pname, price]) => ({
      _id: `addon-${pid}`,
      name: pname,
      image: `/media/addons/${pid}.jpg`,
      price,
    })),
  };
}

export const addonCategories: AddonCategory[] = [
  category('decoration', 'Decoration', [
    ['balloon-arch', 'Balloon Arch Upgrade', 799],
    ['led-name-letters', 'LED Name Letters', 499],
    ['rose-petal-heart', 'Rose Petal Heart on Floor', 599],
    ['number-foil-balloons', 'Number Foil Balloons', 299],
  ]),
  category('photography', 'Photography', [
    ['photo-shoot-20min', 'Photo Shoot (20 min, 30 edited photos)', 999],
    ['polaroid-prints', 'Polaroid Prints (10)', 499],
    ['cinematic-reel', 'Cinematic Reel (60 seconds)', 1499],
  ]),
  category('fog-entry', 'Fog Entry', [
    ['fog-entry', 'Fog Entry (Dry Ice)', 599],
    ['cold-pyro-entry', 'Cold Pyro Entry (2 fountains)', 999],
    ['bubble-entry', 'Bubble Entry', 399],
  ]),
  category('bouquets', 'Bouquets', [
    ['red-roses-12', 'Red Roses (12 stems)', 699],
    ['mixed-flowers', 'Mixed Flowers Bouquet', 899],
    ['teddy-roses-box', 'Teddy and Roses Box', 1299],
    ['sunflower-bunch', 'Sunflower Bunch', 749],
  ]),
  category('candle-path', 'Candle Path / Rose', [
    ['candle-path', 'Candle Path with Rose Petals', 799],
    ['rose-heart-table', 'Rose Heart Table Setup', 999],
  ]),
  category('props', 'Props', [
    ['photo-booth-props', 'Photo Booth Props Kit', 249],
    ['crown-and-sash', 'Crown and Sash', 299],
    ['party-poppers', 'Party Poppers (4)', 199],
    ['sparkler-candles', 'Sparkler Candles (4)', 149],
  ]),
];

export const addonById = (id: string): AddonProduct => {
  for (const c of addonCategories) {
    const found = c.products.find((p) => p._id === id);
    if (found) return found;
  }
  throw new Error(`seed: no add-on ${id}`);
};

/** The category an add-on belongs to (its name, as plan products carry it). */
export const addonCategoryOf = (id: string): string => {
  const c = addonCategories.find((cat) => cat.products.some((p) => p._id === id));
  if (!c) throw new Error(`seed: no add-on ${id}`);
  return c.name;
};

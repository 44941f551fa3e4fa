import type { ImageRef, SeedObject } from '../collect.ts';
import {
  archIcon,
  balloonsIcon,
  bouquetIcon,
  bowtieIcon,
  bubblesIcon,
  cakeIcon,
  cameraIcon,
  candlesIcon,
  crownIcon,
  fogIcon,
  footprintsIcon,
  heartIcon,
  ledLettersIcon,
  mustacheIcon,
  numberFoilIcon,
  planeIcon,
  polaroidIcon,
  popperIcon,
  pramIcon,
  propsIcon,
  pyroIcon,
  reelIcon,
  ringIcon,
  roseHeartIcon,
  screenIcon,
  shieldIcon,
  sparkleIcon,
  sparklerIcon,
  sunflowerIcon,
  tableHeartIcon,
  teddyIcon,
} from './celebration.ts';
import { biryaniIcon, burgerIcon, dessertIcon, friesIcon, glassIcon, pizzaIcon, plateIcon } from './food.ts';
import type { Icon } from './parts.ts';
import type { Palette } from '../kit.ts';

/** Which icon each image gets, by its file name (cards) or its words (scenes). */

const ICONS: [RegExp, Icon][] = [
  // occasions
  [/^birthday$/, balloonsIcon],
  [/anniversary/, heartIcon],
  [/proposal/, ringIcon],
  [/baby-shower/, pramIcon],
  [/farewell/, planeIcon],
  [/bride-to-be/, crownIcon],
  [/groom-to-be/, bowtieIcon],
  [/mom-to-be/, footprintsIcon],
  [/dad-to-be/, mustacheIcon],
  // add-ons
  [/balloon-arch/, archIcon],
  [/led-name-letters/, ledLettersIcon],
  [/rose-petal-heart/, roseHeartIcon],
  [/number-foil/, numberFoilIcon],
  [/photo-shoot/, cameraIcon],
  [/polaroid/, polaroidIcon],
  [/cinematic-reel/, reelIcon],
  [/^fog-entry$/, fogIcon],
  [/cold-pyro/, pyroIcon],
  [/bubble/, bubblesIcon],
  [/red-roses|mixed-flowers/, bouquetIcon],
  [/teddy/, teddyIcon],
  [/sunflower/, sunflowerIcon],
  [/candle-path/, candlesIcon],
  [/rose-heart-table/, tableHeartIcon],
  [/photo-booth-props/, propsIcon],
  [/crown-and-sash/, crownIcon],
  [/party-poppers/, popperIcon],
  [/sparkler/, sparklerIcon],
  // food
  [/pizza/, pizzaIcon],
  [/mojito|coffee|lagoon|soda/, glassIcon],
  [/fries|nuggets/, friesIcon],
  [/tikka|chilli-chicken|chicken-65/, plateIcon],
  [/burger|sandwich/, burgerIcon],
  [/brownie|meetha|jamun/, dessertIcon],
  [/biryani/, biryaniIcon],
  // about features
  [/private-rooms/, screenIcon],
  [/feature-decoration/, balloonsIcon],
  [/cakes-food/, cakeIcon],
  [/surprises/, sparkleIcon],
  [/feature-safe/, shieldIcon],
];

export function iconFor(ref: ImageRef): Icon {
  if (ref.folder === 'cakes') return cakeIcon;
  const hit = ICONS.find(([re]) => re.test(ref.file));
  if (!hit)
    throw new Error(`no drawing for ${ref.path} (${ref.label || 'no label'}): add an icon rule in scripts/seed-images/icons/rules.ts`);
  return hit[1];
}

/**
 * The icon for a scene (gallery, slider, highlight...), chosen by words in its file name, else in its
 * label or occasion; never fails.
 */
export function sceneIcon(ref: ImageRef): Icon {
  const rules: [RegExp, Icon][] = [
    [/birthday|celebrate|experience/, balloonsIcon],
    [/anniversary|rose/, roseHeartIcon],
    [/proposal|candle/, candlesIcon],
    [/baby/, pramIcon],
    [/farewell|group|movie/, popperIcon],
    [/bride|mom/, crownIcon],
    [/groom/, bowtieIcon],
    [/dad/, mustacheIcon],
    [/fog|surprise/, fogIcon],
    [/cake|combo/, cakeIcon],
    [/canopy|starlight/, heartIcon],
    [/memories/, cameraIcon],
  ];
  const words = `${ref.label} ${typeof ref.owner['occasion'] === 'string' ? ref.owner['occasion'] : ''}`.toLowerCase();
  return (rules.find(([re]) => re.test(ref.file)) ?? rules.find(([re]) => re.test(words)))?.[1] ?? balloonsIcon;
}

export const placeIcon = (icon: Icon, p: Palette, r: () => number, owner: SeedObject, cx: number, cy: number, size: number): string =>
  `<g transform="translate(${cx} ${cy}) scale(${(size / 200).toFixed(3)})">${icon(p, r, owner)}</g>`;

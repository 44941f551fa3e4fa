import type { Occasion } from '../../../../src/lib/api/catalogue.ts';

/** The nine occasions of the spec; the price is the occasion's own decoration touch (name board, sash...). */
export const occasions: Occasion[] = [
  { _id: 'occ-birthday', name: 'Birthday', price: 299, image: '/media/occasions/birthday.jpg' },
  { _id: 'occ-anniversary', name: 'Anniversary', price: 349, image: '/media/occasions/anniversary.jpg' },
  { _id: 'occ-proposal', name: 'Proposal', price: 499, image: '/media/occasions/proposal.jpg' },
  { _id: 'occ-baby-shower', name: 'Baby Shower', price: 399, image: '/media/occasions/baby-shower.jpg' },
  { _id: 'occ-farewell', name: 'Farewell', price: 199, image: '/media/occasions/farewell.jpg' },
  { _id: 'occ-bride-to-be', name: 'Bride to be', price: 399, image: '/media/occasions/bride-to-be.jpg' },
  { _id: 'occ-groom-to-be', name: 'Groom to be', price: 349, image: '/media/occasions/groom-to-be.jpg' },
  { _id: 'occ-mom-to-be', name: 'Mom to be', price: 349, image: '/media/occasions/mom-to-be.jpg' },
  { _id: 'occ-dad-to-be', name: 'Dad to be', price: 299, image: '/media/occasions/dad-to-be.jpg' },
];

/** The words each occasion puts on its LED letters and decoration. */
export const occasionTouch: Record<string, { letters: string; special: string }> = {
  'occ-birthday': { letters: "'Happy Birthday' LED letters", special: 'Age number foil balloons' },
  'occ-anniversary': { letters: "'Happy Anniversary' LED letters", special: 'Couple photo frame keepsake' },
  'occ-proposal': { letters: "'Will You Marry Me' LED letters", special: 'Ring-box reveal with rose petals' },
  'occ-baby-shower': { letters: "'Oh Baby' LED letters", special: 'Pastel baby-shower backdrop' },
  'occ-farewell': { letters: "'Farewell' LED letters", special: 'Memory message board' },
  'occ-bride-to-be': { letters: "'Bride to Be' LED letters", special: 'Bride-to-be sash and tiara' },
  'occ-groom-to-be': { letters: "'Groom to Be' LED letters", special: 'Groom-to-be sash and safa' },
  'occ-mom-to-be': { letters: "'Mom to Be' LED letters", special: 'Mom-to-be sash and flower crown' },
  'occ-dad-to-be': { letters: "'Dad to Be' LED letters", special: 'Dad-to-be sash and badge' },
};

import type { RecordKind } from '../../src/lib/api/deskRecordKinds.ts';
import { toRupees } from '../../src/lib/money.ts';
import type { LiveContent, LiveRecord } from './snapshot.ts';

type Records = Partial<Record<RecordKind, LiveRecord[]>>;

/** A legacy price key of a release, and the record's field it became. */
const PRICE_FIELDS = [
  ['offerPricePaise', 'offerPrice'],
  ['ninetyPricePaise', 'ninetyPrice'],
  ['extraPersonPricePaise', 'extraPersonPrice'],
  ['ninetyExtraPersonPricePaise', 'ninetyExtraPersonPrice'],
] as const;

/**
 * A release's records by kind. Releases made before the FAQs, the theatres' prices and photos and
 * the offer popups were records keep them in lists of their own (prices in paise, the FAQs' order
 * as the list's): read as the records they are now, so a Rollback to one restores them too.
 */
export function recordsOfRelease(content: LiveContent): Records {
  const legacy: Records = {};
  if (content.faqs)
    legacy.faq = content.faqs.map((f, i) => ({
      id: f.id,
      label: null,
      fields: { question: f.question, answer: f.answer, position: i + 1 },
    }));
  if (content.theatrePrices)
    legacy['theatre-price'] = content.theatrePrices.map((p) => ({
      id: p.id,
      label: p.name,
      fields: Object.fromEntries(PRICE_FIELDS.map(([paise, field]) => [field, toRupees(p[paise])])),
    }));
  if (content.theatrePhotos)
    legacy['theatre-photos'] = content.theatrePhotos.map((p) => ({ id: p.id, label: p.name, fields: { images: p.images } }));
  if (content.popups)
    legacy.popup = content.popups.map(({ _id, ...fields }) => ({
      id: _id,
      label: null,
      fields: { title: fields.title, modalEnabled: fields.modalEnabled, popupBoolean: fields.popupBoolean, image: fields.image },
    }));
  return { ...legacy, ...content.records };
}

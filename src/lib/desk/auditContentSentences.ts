import type { AuditPart } from '../api/deskAudit.ts';
import { isRecordKind, RECORD_KINDS, shapeOf } from '../api/deskRecordKinds.ts';
import { fieldMeta } from '../records/fieldTypes.ts';
import { oneOf } from '../api/deskRecordNames.ts';
import { historyLabel } from '../content/historyLabels.ts';
import {
  actor,
  fieldOf,
  numberOf,
  quoted,
  recordOf,
  sentence,
  textOf,
  theatreNamed,
  type AuditFacts,
  type AuditNames,
} from './auditWords.ts';

/** The audit log's sentences about the editors' desk: drafts of content and catalogue, images, Publish. */

/** 'content:cake:cake-truffle' → ['cake', 'cake-truffle']. */
const splitTarget = (target: string): [string, string] => {
  const [, kind = '', ...id] = target.split(':');
  return [kind, id.join(':')];
};

/** What a draft was of, as a sentence names it: 'the cake “Truffle”', 'Aurora's prices', 'the FAQs' order'. */
function contentLabel(kind: string, id: string, data: unknown, names: AuditNames): string {
  if (kind === 'theatre-price') return `${theatreNamed(id, names)}'s prices`;
  if (kind === 'theatre-photos') return `${theatreNamed(id, names)}'s photos`;
  const label = historyLabel(kind, id, Object.keys(recordOf(data)).length ? recordOf(data) : null);
  if (isRecordKind(kind)) {
    const one = RECORD_KINDS[kind].one;
    if (label === RECORD_KINDS[kind].title) return `the ${one}`;
    if (label.startsWith(oneOf(kind))) return `the ${one}${label.slice(one.length)}`;
  }
  return /^(The|An|A) /.test(label) ? `${label[0].toLowerCase()}${label.slice(1)}` : `the ${label}`;
}

/** A field as the editors' forms label it, else its name in words ('offerPrice' → 'offer price'). */
function fieldLabel(kind: string, key: string): string {
  const schema = isRecordKind(kind) ? shapeOf(kind)[key] : undefined;
  const label = schema ? fieldMeta(schema).label : '';
  // Without its unit: '(changed: price per 500 g)', not '(changed: price per 500 g (₹))'.
  return (label || key.replace(/([a-z])([A-Z])/g, '$1 $2')).replace(/\s*\(₹\)$/, '').toLowerCase();
}

/** ' (changed: price, seats)': the fields whose values differ; nothing when there is no earlier version to compare. */
function changedFields(kind: string, before: unknown, after: unknown): string {
  const [b, a] = [recordOf(before), recordOf(after)];
  if (!Object.keys(b).length || !Object.keys(a).length) return '';
  const changed = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]));
  return changed.length ? ` (changed: ${changed.map((k) => fieldLabel(kind, k)).join(', ')})` : ' (nothing changed)';
}

const photosOf = (v: unknown): unknown[] | undefined => {
  const list = Array.isArray(v) ? v : recordOf(v).images;
  return Array.isArray(list) ? list : undefined;
};

/** A save, an addition, a removal or a restore of a draft, by the verb its action ends with. */
export function draftSentence(e: AuditFacts, names: AuditNames): AuditPart[] {
  const [kind, id] = splitTarget(e.target);
  const verb = e.action.slice(e.action.lastIndexOf('.') + 1);
  const label = contentLabel(kind, id, verb === 'remove' ? e.before : e.after, names);
  if (verb === 'add') return sentence(actor(e), ` added ${label} as a draft`);
  if (verb === 'remove') return sentence(actor(e), ` removed ${label}: it leaves the site with the next Publish`);
  if (verb === 'order') return sentence(actor(e), ' reordered the FAQs as a draft');
  if (verb === 'save') {
    // A theatre's photos: how many, before and after (entries made before they were records hold the list itself).
    const [before, after] = [photosOf(e.before), photosOf(e.after)];
    const list = after ? ` (${before ? `${before.length} → ` : ''}${after.length} photos)` : '';
    return sentence(actor(e), ` saved a draft of ${label}`, list || changedFields(kind, e.before, e.after));
  }
  return sentence(actor(e), ` changed ${label} (${verb})`);
}

export const CONTENT_SENTENCES: Record<string, (e: AuditFacts, names: AuditNames) => AuditPart[]> = {
  'content.restore': (e, names) => {
    const [kind, id] = splitTarget(e.target);
    return sentence(actor(e), ` restored an earlier version of ${contentLabel(kind, id, fieldOf(e.after, 'data'), names)} as a draft`);
  },
  'content.image.upload': (e) =>
    sentence(
      actor(e),
      ' uploaded an image',
      numberOf(e.after, 'width') !== undefined && ` of ${numberOf(e.after, 'width')} × ${numberOf(e.after, 'height') ?? '?'} pixels`,
      textOf(e.after, 'alt') && `: ${quoted(textOf(e.after, 'alt'))}`,
    ),
  'site.publish': (e) => sentence(actor(e), ' published the drafts: the site was built with them and made live'),
  'site.preview': (e) => sentence(actor(e), ' built a preview of the drafts'),
  'site.rollback': (e) => sentence(actor(e), ' rolled the site back to an earlier Publish'),
};

/** The keys of the names a content sentence reads: the theatre of a price or photo draft. */
export function contentKeys(e: AuditFacts): string[] {
  const [kind, id] = splitTarget(e.target);
  return kind === 'theatre-price' || kind === 'theatre-photos' ? [`theatre:${id}`] : [];
}

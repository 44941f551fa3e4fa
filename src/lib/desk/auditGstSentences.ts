import type { AuditPart } from '../api/deskAudit.ts';
import { actor, numberOf, sentence, textOf, type AuditFacts } from './auditWords.ts';

/** The audit log's sentence about the GST settings: which branch, and what changed of what its invoices say. */

const FIELDS: [string, string][] = [
  ['legalName', 'legal name'],
  ['gstin', 'GSTIN'],
  ['address', 'address'],
  ['sac', "service's code"],
  ['venueState', "venues' state"],
];

/** What a save changed, each in a few words ('GSTIN 36AAACR5055K1Z8', 'no GSTIN', 'rate 18%'). */
export function gstChanges(before: unknown, after: unknown): string[] {
  const changes = FIELDS.filter(([k]) => textOf(before, k) !== textOf(after, k)).map(([k, words]) =>
    textOf(after, k) ? `${words} ${textOf(after, k)}` : `no ${words}`,
  );
  const rate = numberOf(after, 'ratePercent');
  if (rate !== undefined && rate !== numberOf(before, 'ratePercent')) changes.push(`rate ${rate}%`);
  return changes;
}

export const GST_SENTENCES: Record<string, (e: AuditFacts) => AuditPart[]> = {
  'settings.gst': (e) => {
    // The branch's name when saved; its id for an entry without one.
    const branch = textOf(e.after, 'branch') || e.target.replace(/^settings:gst:/, '');
    const changes = gstChanges(e.before, e.after);
    return changes.length
      ? sentence(actor(e), ` changed the GST settings of branch ${branch}: `, changes.join('; '))
      : sentence(actor(e), ` saved the GST settings of branch ${branch} unchanged`);
  },
};

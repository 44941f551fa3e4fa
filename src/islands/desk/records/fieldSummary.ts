import { shapeOf, type RecordKind } from '../../../lib/api/deskRecordKinds.ts';
import { fieldMeta } from '../../../lib/records/fieldTypes.ts';
import { shortText } from '../../../lib/api/deskRecordNames.ts';

/** A record's fields in a line each ('Price per 500 g (₹): 499'), for a card and for comparing two versions. */
export function fieldSummary(kind: RecordKind, fields: Record<string, unknown>): string[] {
  return Object.entries(shapeOf(kind)).map(([name, schema]) => {
    const meta = fieldMeta(schema);
    const v = fields[name];
    const text =
      typeof v === 'boolean'
        ? v
          ? 'Yes'
          : 'No'
        : Array.isArray(v)
          ? v.join(', ')
          : meta.input === 'richtext'
            ? String(v ?? '')
                .replace(/<[^>]*>/g, ' ')
                .replace(/\s+/g, ' ')
                .trim()
            : String(v ?? '');
    return `${meta.label}: ${shortText(text, 80) || '—'}`;
  });
}

import { z } from 'zod';
import { RECORD_KINDS, shapeOf, type RecordKind } from '../../../lib/api/deskRecordKinds.ts';
import { fieldMeta } from '../../../lib/records/fieldTypes.ts';
import { asRichText } from '../../../lib/site/plainParagraphs.ts';

/**
 * A record's fields as its form holds them (text in inputs, true/false in checkboxes) and back,
 * checked with the kind's own schema: the same the server saves with, so a form the desk sends is
 * one the server takes, and the messages are the server's.
 */

export type FormValues = Record<string, string | boolean>;

export function formValuesOf(kind: RecordKind, fields: Record<string, unknown>): FormValues {
  const out: FormValues = {};
  for (const [name, schema] of Object.entries(shapeOf(kind))) {
    const v = fields[name];
    if (schema instanceof z.ZodBoolean) out[name] = v === true;
    else if (Array.isArray(v)) out[name] = v.join('\n');
    // A text from before the rich-text editor opens as the paragraphs the page shows it as.
    else if (fieldMeta(schema).input === 'richtext' && typeof v === 'string') out[name] = asRichText(v);
    else out[name] = v === undefined || v === null ? '' : String(v);
  }
  return out;
}

/** The fields to send: numbers as numbers (a blank is left out, which the schema names), lines as a list. */
export function fieldsOf(kind: RecordKind, values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(shapeOf(kind))) {
    const v = values[name];
    if (typeof v === 'boolean') out[name] = v;
    else if (schema instanceof z.ZodNumber || numberOrNothing(schema)) {
      if (v.trim() !== '') out[name] = Number(v.replace(/[,\s₹]/g, ''));
      else if (numberOrNothing(schema)) out[name] = null;
    } else if (fieldMeta(schema).input === 'lines')
      out[name] = v
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    else out[name] = v;
  }
  return out;
}

/** A number that may be left empty (a dish's price at the venue): blank sends null, not a missing field. */
function numberOrNothing(schema: z.ZodType): boolean {
  const inner = schema instanceof z.ZodDefault ? schema.unwrap() : schema;
  return inner instanceof z.ZodNullable && inner.unwrap() instanceof z.ZodNumber;
}

/** Each field's first problem, as '<Label> <message>', by field name; empty when the record can be saved. */
export function problemsOf(kind: RecordKind, fields: Record<string, unknown>): Record<string, string> {
  const result = RECORD_KINDS[kind].fields.safeParse(fields);
  if (result.success) return {};
  const shape = shapeOf(kind);
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    const label = shape[name] ? fieldMeta(shape[name]).label : name;
    const message = issue.code === 'invalid_type' && fields[name] === undefined ? 'is required' : issue.message;
    out[name] ??= `${label} ${message}`;
  }
  return out;
}

/** A server's message with each field it names (`fields.<name>`) called by its label: 'fields.code is taken' reads 'Code is taken'. */
export const readableMessage = (kind: RecordKind, text: string): string =>
  text.replace(/\bfields\.(\w+)/g, (named, name: string) => {
    const schema = shapeOf(kind)[name];
    return schema ? fieldMeta(schema).label : named;
  });

import type { AuditPart } from '../api/deskAudit.ts';
import { ACCOUNT_SENTENCES, signInRefused } from './auditAccountSentences.ts';
import { BOOKING_SENTENCES, bookingKeys } from './auditBookingSentences.ts';
import { CONTENT_SENTENCES, contentKeys, draftSentence } from './auditContentSentences.ts';
import { MESSAGE_SENTENCES } from './auditMessageSentences.ts';
import { GST_SENTENCES } from './auditGstSentences.ts';
import { actor, sentence, type AuditFacts, type AuditNames } from './auditWords.ts';

/**
 * Each audit entry as a person would say it ('Asha Rao cancelled TH-1234 and refunded ₹750'),
 * made from what the entry recorded and the names its targets have now (auditKeys lists them for
 * the server to look up). An action no sentence knows yet still reads as who did what to what.
 */

export type { AuditFacts, AuditNames } from './auditWords.ts';

const SENTENCES = { ...ACCOUNT_SENTENCES, ...BOOKING_SENTENCES, ...CONTENT_SENTENCES, ...MESSAGE_SENTENCES, ...GST_SENTENCES };

export function auditSentence(e: AuditFacts, names: AuditNames): AuditPart[] {
  const known = SENTENCES[e.action];
  if (known) return known(e, names);
  if (e.action.startsWith('sign-in.')) return signInRefused(e);
  if (e.action.startsWith('content.')) return draftSentence(e, names);
  return sentence(actor(e), ` did ${e.action}`, e.target && ` (${e.target})`);
}

/** The names a page of entries needs looked up: each target, and what some sentences name besides. */
export const auditKeys = (e: AuditFacts): string[] => [e.target, ...bookingKeys(e), ...contentKeys(e)];

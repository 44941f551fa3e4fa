/**
 * How the editors' desk names what an edit touched and who made it, for the audit log and the
 * drafts: every content and catalogue call names them the same way.
 */

/** The audit log's target of a content record: 'content:<kind>:<id>'. */
export const contentTarget = (kind: string, id: string): string => `content:${kind}:${id}`;

/** The editor a draft is saved by, from the acting staff account. */
export const editorOf = (a: { id: string; name: string }) => ({ staffId: a.id, staffName: a.name });

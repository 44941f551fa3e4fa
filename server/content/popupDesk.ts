import type { Popup } from '../../src/lib/api/content.ts';
import type { DeskPopup, PopupFields } from '../../src/lib/api/deskContent.ts';
import type { Queryable } from '../db/database.ts';
import { changedMeta, recordsOf, type EditRecord } from '../repo/editRecords.ts';
import { getPopups } from '../repo/content.ts';

export const popupFieldsOf = (p: PopupFields): PopupFields => ({
  title: p.title,
  modalEnabled: p.modalEnabled,
  popupBoolean: p.popupBoolean,
  image: p.image,
});

export function deskPopupOf(live: Popup, rec: EditRecord | undefined): DeskPopup {
  const draft = rec?.draft as PopupFields | null | undefined;
  const { version, state, updatedBy } = changedMeta(rec);
  return { id: live._id, version, state, fields: popupFieldsOf(draft ?? live), live: popupFieldsOf(live), updatedBy };
}

export async function deskPopups(db: Queryable): Promise<DeskPopup[]> {
  const records = new Map((await recordsOf(db, 'popup')).map((r) => [r.recordId, r]));
  return (await getPopups(db)).map((p) => deskPopupOf(p, records.get(p._id)));
}

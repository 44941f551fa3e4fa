import type { Hono } from 'hono';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { ifMatchVersion } from '../content/ifMatch.ts';
import { checkMediaExists } from '../content/mediaExists.ts';
import { getPopups } from '../repo/content.ts';
import { deskPopupOf, deskPopups, popupFieldsOf } from '../content/popupDesk.ts';
import { saveRecord } from '../content/saveRecord.ts';
import { notFound } from '../http/errors.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import type { DeskDeps } from './deskDeps.ts';
import { contentTarget, editorOf } from './contentAudit.ts';
import { staffAction } from './staffAction.ts';

export const NO_SUCH_POPUP = 'There is no offer popup with that id.';

/** The home page's offer popup on the editors' desk: its text, image and switches, as a draft until Publish (If-Match). */
export function popupRoutes(app: Hono, deps: DeskDeps): void {
  defineDeskCall(app, deps, deskCalls.contentPopups, async () => ({ popups: await deskPopups(deps.db) }));

  defineDeskCall(app, deps, deskCalls.popupSave, async ({ id, ...fields }, c) => {
    const ifMatch = ifMatchVersion(c);
    checkMediaExists(deps.mediaDir, [{ field: 'image', path: fields.image }]);
    const popup = await staffAction(deps, c, 'content.edit', [], async ({ tx, actor, now, audit }) => {
      const live = (await getPopups(tx)).find((p) => p._id === id);
      if (!live) throw notFound(NO_SUCH_POPUP);
      const data = popupFieldsOf(fields);
      const rec = await saveRecord(
        tx,
        { kind: 'popup', recordId: id, ifMatch, data, action: 'save', live: popupFieldsOf(live) },
        editorOf(actor),
        now,
        async (r) => deskPopupOf(live, r),
      );
      await audit({ action: 'content.popup.save', target: contentTarget('popup', id), before: popupFieldsOf(live), after: data });
      return deskPopupOf(live, rec);
    });
    return { message: 'Offer popup saved. The home page shows it after the next Publish.', popup };
  });
}

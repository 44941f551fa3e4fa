import type { Hono } from 'hono';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { ifMatchVersion } from '../content/ifMatch.ts';
import { checkMediaExists } from '../content/mediaExists.ts';
import { saveRecord } from '../content/saveRecord.ts';
import { liveTheatres, priceRecordOf } from '../repo/liveTheatres.ts';
import { deskPricesOf, deskTheatrePrices, paiseOf, rupeesOf } from '../content/theatrePriceDesk.ts';
import { notFound } from '../http/errors.ts';
import { findRecord } from '../repo/editRecords.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import type { DeskDeps } from './deskDeps.ts';
import { contentTarget, editorOf } from './contentAudit.ts';
import { staffAction } from './staffAction.ts';

export const NO_SUCH_THEATRE = 'There is no theatre with that id.';

/**
 * The catalogue on the editors' desk: each theatre's prices, saved as a draft against the version
 * read (If-Match; 412 with the prices as they are now), live with the next Publish, when the pages
 * that show them and the prices the API charges change together.
 */
export function catalogueRoutes(app: Hono, deps: DeskDeps): void {
  defineDeskCall(app, deps, deskCalls.catalogueTheatres, async () => ({ theatres: await deskTheatrePrices(deps.db) }));

  defineDeskCall(app, deps, deskCalls.theatrePriceSave, async ({ id, ...fields }, c) => {
    const ifMatch = ifMatchVersion(c);
    const theatre = await staffAction(deps, c, 'content.edit', [], async ({ tx, actor, now, audit }) => {
      const live = (await liveTheatres(tx)).find((t) => t.id === id);
      if (!live) throw notFound(NO_SUCH_THEATRE);
      const photos = await findRecord(tx, 'theatre-photos', id);
      const data = { name: live.name, ...paiseOf(fields) };
      const rec = await saveRecord(
        tx,
        { kind: 'theatre-price', recordId: id, ifMatch, data, action: 'save', live: priceRecordOf(live) },
        editorOf(actor),
        now,
        async (r) => deskPricesOf(live, r, photos),
      );
      await audit({
        action: 'content.theatre-price.save',
        target: contentTarget('theatre-price', id),
        before: rupeesOf(live),
        after: fields,
      });
      return deskPricesOf(live, rec, photos);
    });
    return { message: `${theatre.name}'s prices saved. The site shows and charges them after the next Publish.`, theatre };
  });

  defineDeskCall(app, deps, deskCalls.theatrePhotosSave, async ({ id, images }, c) => {
    const ifMatch = ifMatchVersion(c);
    checkMediaExists(
      deps.mediaDir,
      images.map((path, i) => ({ field: `images.${i}`, path })),
    );
    const theatre = await staffAction(deps, c, 'content.edit', [], async ({ tx, actor, now, audit }) => {
      const live = (await liveTheatres(tx)).find((t) => t.id === id);
      if (!live) throw notFound(NO_SUCH_THEATRE);
      const prices = await findRecord(tx, 'theatre-price', id);
      const data = { name: live.name, images };
      const rec = await saveRecord(
        tx,
        { kind: 'theatre-photos', recordId: id, ifMatch, data, action: 'save', live: { name: live.name, images: live.images } },
        editorOf(actor),
        now,
        async (r) => deskPricesOf(live, prices, r),
      );
      await audit({
        action: 'content.theatre-photos.save',
        target: contentTarget('theatre-photos', id),
        before: live.images,
        after: images,
      });
      return deskPricesOf(live, prices, rec);
    });
    return { message: `${theatre.name}'s photos saved. The site shows them after the next Publish.`, theatre };
  });
}

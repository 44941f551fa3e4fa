import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { deskCalls } from '../../src/lib/api/deskCalls.ts';
import { IMAGES_PAGE_SIZE, type DeskImage } from '../../src/lib/api/deskImages.ts';
import { HttpError } from '../http/errors.ts';
import { readFileBody } from '../http/fileBodies.ts';
import { mediaType } from '../http/jsonOnly.ts';
import { recordMounted } from '../http/mountedCalls.ts';
import { acceptImage } from '../media/acceptImage.ts';
import { removeUpload, uploadPath, writeUpload } from '../media/uploadFiles.ts';
import { insertImage, listImages, type ImageRow } from '../repo/images.ts';
import { deskAccess } from './access.ts';
import { defineDeskCall } from './defineDeskCall.ts';
import type { DeskDeps } from './deskDeps.ts';
import { readQuery } from './readQuery.ts';
import { staffAction } from './staffAction.ts';

export const UPLOADS_OFF = 'Image uploads are off on this server: it has no media folder.';
export const NOT_A_FILE_BODY =
  'Send the image file itself as the request body, with an image type (image/jpeg, image/png or image/webp), not as a form.';

const deskImageOf = (r: ImageRow): DeskImage => ({
  id: r.id,
  path: r.path,
  alt: r.alt,
  width: r.width,
  height: r.height,
  bytes: r.bytes,
  format: r.format,
  uploadedBy: r.uploadedByName,
  uploadedAt: r.uploadedAt.toISOString(),
});

/**
 * The type the file was sent as decides nothing about the image (its bytes do), but a body sent as
 * a form or as text is refused: a page on another site can post those without asking (no CORS
 * preflight), an image type it cannot. A Blob without a type is sent without one.
 */
const sentAsFile = (contentType: string | undefined): boolean => {
  const type = mediaType(contentType);
  return type === '' || type === 'application/octet-stream' || type.startsWith('image/');
};

/**
 * Images on the editors' desk: the list, and the upload. The upload's body is the file, not JSON,
 * so it is mounted here rather than by defineDeskCall, behind the same gate (deskAccess: 401, 403)
 * and listed in the OpenAPI document the same way (recordMounted). Its checks, cheapest first: the
 * alt text, the type it was sent as, then the bytes (acceptImage). A refused upload stores nothing;
 * an accepted one is written under the media folder, then its row and audit entry are saved in one
 * transaction, and the file is removed again if they cannot be.
 */
export function imageRoutes(app: Hono, deps: DeskDeps): void {
  defineDeskCall(app, deps, deskCalls.imageList, async ({ page = 1 }) => {
    const { images, total } = await listImages(deps.db, page, IMAGES_PAGE_SIZE);
    return { images: images.map(deskImageOf), page, pages: Math.max(1, Math.ceil(total / IMAGES_PAGE_SIZE)), total };
  });

  const upload = deskCalls.imageUpload;
  app.post(`/${upload.path}`, deskAccess(deps, upload.permission), async (c) => {
    const { alt } = readQuery(c, upload.request);
    if (!sentAsFile(c.req.header('content-type'))) throw new HttpError(415, NOT_A_FILE_BODY);
    const mediaDir = deps.mediaDir;
    if (!mediaDir) throw new HttpError(503, UPLOADS_OFF);
    const outcome = await acceptImage(await readFileBody(c));
    if (outcome.refused) {
      const { status, message } = outcome.refused;
      throw new HttpError(status, message, { errors: [{ field: 'image', message }] });
    }
    const { accepted } = outcome;
    const id = `img-${randomBytes(12).toString('hex')}`;
    const fileName = `${id}.${accepted.extension}`;
    const file = await writeUpload(mediaDir, fileName, accepted.data);
    try {
      const image = await staffAction(deps, c, 'content.edit', [], async ({ tx, actor, now, audit }) => {
        const row = await insertImage(tx, {
          id,
          path: uploadPath(fileName),
          alt,
          width: accepted.width,
          height: accepted.height,
          bytes: accepted.data.byteLength,
          format: accepted.format,
          uploadedById: actor.id,
          uploadedByName: actor.name,
          uploadedAt: now,
        });
        const { path, width, height, bytes, format } = row;
        await audit({
          action: 'content.image.upload',
          target: `image:${id}`,
          after: { path, alt, width, height, bytes, format, sent: accepted.sent },
        });
        return row;
      });
      const size = `${Math.max(1, Math.round(image.bytes / 1024))} KB`;
      return c.json(
        { success: true, message: `Image saved: ${image.width} × ${image.height} pixels, ${size}.`, image: deskImageOf(image) },
        200,
      );
    } catch (err) {
      await removeUpload(file);
      throw err;
    }
  });
  recordMounted(app, upload);
}

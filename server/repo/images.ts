import type { Queryable } from '../db/database.ts';

/** Images uploaded at the desk (migration 027): added, never changed. */

export interface ImageRow {
  id: string;
  path: string;
  alt: string;
  width: number;
  height: number;
  bytes: number;
  format: 'jpeg' | 'webp';
  uploadedById: string | null;
  uploadedByName: string;
  uploadedAt: Date;
}

const COLUMNS = `id, path, alt, width, height, bytes, format, uploaded_by_id as "uploadedById", uploaded_by_name as "uploadedByName",
  uploaded_at as "uploadedAt"`;

const row = (r: ImageRow): ImageRow => ({
  ...r,
  width: Number(r.width),
  height: Number(r.height),
  bytes: Number(r.bytes),
  uploadedAt: new Date(r.uploadedAt),
});

export async function insertImage(tx: Queryable, image: ImageRow): Promise<ImageRow> {
  const [inserted] = await tx.query<ImageRow>(
    `insert into images (id, path, alt, width, height, bytes, format, uploaded_by_id, uploaded_by_name, uploaded_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${COLUMNS}`,
    [
      image.id,
      image.path,
      image.alt,
      image.width,
      image.height,
      image.bytes,
      image.format,
      image.uploadedById,
      image.uploadedByName,
      image.uploadedAt,
    ],
  );
  return row(inserted);
}

/** One page of the images, newest first, and how many there are. */
export async function listImages(db: Queryable, page: number, pageSize: number): Promise<{ images: ImageRow[]; total: number }> {
  const [{ total }] = await db.query<{ total: number }>('select count(*)::int as total from images');
  const rows = await db.query<ImageRow>(`select ${COLUMNS} from images order by uploaded_at desc, id desc limit $1 offset $2`, [
    pageSize,
    (page - 1) * pageSize,
  ]);
  return { images: rows.map(row), total: Number(total) };
}

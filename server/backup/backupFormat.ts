import { z } from 'zod';

/**
 * What a backup file is: a gzipped tar of
 * - `backup.json`, this manifest;
 * - `tables/<table>.ndjson`, every row of each table of the database, one JSON object a line;
 * - `media/uploads/...`, the images the editors uploaded (the seed images ship with the code).
 * The manifest names every other file with its length and SHA-256, so a file cut short or changed
 * is refused before anything is restored.
 */
export const MANIFEST = 'backup.json';
export const TABLES_FOLDER = 'tables';
export const MEDIA_FOLDER = 'media';
export const FORMAT = 'theatre-backup';
export const FORMAT_VERSION = 1;

const name = z.string().regex(/^[a-z_][a-z0-9_]*$/, 'a table or sequence name of lower-case letters, digits and _');

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  /** The engine it was taken from: a backup restores into either. */
  database: z.enum(['pglite', 'postgres']),
  /** The migrations the database had: the schema its rows fit. */
  migrations: z.array(z.string().regex(/^\d{3}_[\w-]+$/)),
  tables: z.array(z.object({ name, rows: z.number().int().min(0) })),
  sequences: z.array(z.object({ name, lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  /** Every file of the archive but the manifest, by its path in the archive. */
  files: z.array(z.object({ path: z.string().min(1), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});

export type Manifest = z.infer<typeof manifestSchema>;

export const tableFile = (table: string) => `${TABLES_FOLDER}/${table}.ndjson`;

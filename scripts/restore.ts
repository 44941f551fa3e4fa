import { restoreBackup } from '../server/backup/restoreBackup.ts';
import { loadConfig } from '../server/config.ts';
import { fileCommand } from './fileCommand.ts';

export const RESTORE_HELP = `Usage: npm run restore -- FILE [--force]

Restores a backup of \`npm run backup\` (the database and the uploaded images) into the database
of the settings it runs with: DATABASE_URL (a PostgreSQL database, e.g. one just made with
createdb), or else the embedded one in DATA_DIR (stop the server on it first). A backup of either
restores into either, and a backup of an older version is brought up to date (its migrations).

FILE is checked whole before anything is changed: a missing, damaged or cut-short file changes
nothing. Only an empty database is restored into; --force replaces everything in a database that
is not empty.`;

if (import.meta.main) {
  fileCommand('restore', RESTORE_HELP, { force: { type: 'boolean' } }, async (file, values) => {
    const config = loadConfig();
    const { manifest, images } = await restoreBackup(file, { ...config, force: values.force === true });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    const where = config.databaseUrl ? 'the PostgreSQL database' : `the embedded database in ${config.dataDir}`;
    return `Restored ${rows} rows of ${manifest.tables.length} tables and ${images} uploaded images from ${file} (made ${manifest.createdAt}) into ${where}.`;
  });
}

import { backupCommand } from '../server/backup/backupCommand.ts';
import { loadConfig } from '../server/config.ts';
import { fileCommand } from './fileCommand.ts';

export const BACKUP_HELP = `Usage: npm run backup -- FILE [--server URL]

Writes a backup of the database and the uploaded images to FILE (a .tar.gz; an existing FILE is
replaced only once the new backup is whole, and the backup is read back before it says done).
Run it with the server's settings (DATABASE_URL, or DATA_DIR; ADMIN_TOKEN, PORT, HOST):

  PostgreSQL (DATABASE_URL)  read over its own connection in one repeatable-read snapshot, while
                             the servers run.
  embedded (DATA_DIR)        opened here when no server runs on it; while one does, asked of that
                             server (GET /admin/backup with ADMIN_TOKEN, at http://HOST:PORT or
                             --server URL), which dumps it in one transaction.

Restore it with: npm run restore -- FILE`;

if (import.meta.main) {
  fileCommand('backup', BACKUP_HELP, { server: { type: 'string' } }, async (file, values) => {
    const manifest = await backupCommand(file, loadConfig(), values.server as string | undefined);
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    const images = manifest.files.filter((f) => f.path.startsWith('media/')).length;
    return `Backed up ${rows} rows of ${manifest.tables.length} tables (${manifest.database}) and ${images} uploaded images to ${file}.`;
  });
}

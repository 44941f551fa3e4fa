import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sqlStatementsIn } from './sqlStatements.ts';

/**
 * `npm run check`: SQL lives in the repositories (server/repo) and the database layer (server/db:
 * the engine, migrations and seeds; server/backup, which dumps and loads every table alike). A
 * statement anywhere else fails the check, so a feature reads and writes through a repository
 * function that names what it does, and the queries a screen runs can be found (and EXPLAINed) in
 * one place.
 */
const ALLOWED = [/^server\/repo\//, /^server\/db\//, /^server\/backup\//];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

const misplaced: string[] = [];
for (const root of ['server', 'src']) {
  for (const file of sourceFiles(root)) {
    if (ALLOWED.some((re) => re.test(file))) continue;
    for (const { line, text } of sqlStatementsIn(file, readFileSync(file, 'utf8'))) misplaced.push(`${file}:${line}: ${text}`);
  }
}
if (misplaced.length > 0) {
  console.error(`SQL outside server/repo (move it into a repository function):\n${misplaced.join('\n')}`);
  process.exit(1);
}

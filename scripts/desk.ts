import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open.ts';
import { addOwner } from '../server/desk/addOwner.ts';

/**
 * `npm run desk -- add-owner`: makes an owner account of the staff desk, on the database the server
 * uses (DATABASE_URL, or the embedded one in DATA_DIR; stop the server first for the embedded one,
 * which one process holds at a time). Asks for the name, login and password on the terminal (the
 * password twice, not shown), or takes them as --name, --login and --password.
 */

const USAGE = 'Usage: npm run desk -- add-owner [--name "Asha Rao"] [--login 9876543210|asha@example.com] [--password ...]';

/** The command and its flags; undefined for anything else (the usage is printed). */
export function parseDeskArgs(argv: string[]): { command: 'add-owner'; name?: string; login?: string; password?: string } | undefined {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { name: { type: 'string' }, login: { type: 'string' }, password: { type: 'string' } },
    });
    if (positionals.length !== 1 || positionals[0] !== 'add-owner') return undefined;
    return { command: 'add-owner', ...values };
  } catch {
    return undefined;
  }
}

/**
 * Questions on the terminal, or answers piped in one a line. `hidden` echoes nothing of what is
 * typed. One reader for all of them: lines piped in together are kept until asked for.
 */
function terminal() {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY === true });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question: string, hidden = false): Promise<string> {
      process.stdout.write(question);
      muted = hidden;
      const next = await lines.next();
      muted = false;
      if (hidden) process.stdout.write('\n');
      if (next.done) throw new Error('no answer was given (the input ended)');
      return next.value;
    },
    close: () => rl.close(),
  };
}

async function main(): Promise<number> {
  const args = parseDeskArgs(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const term = args.name !== undefined && args.login !== undefined && args.password !== undefined ? undefined : terminal();
  let name: string, login: string, password: string;
  try {
    name = args.name ?? (await term!.ask('Name: '));
    login = args.login ?? (await term!.ask('Login (10-digit mobile number or e-mail): '));
    password = args.password ?? (await term!.ask('Password (at least 10 characters): ', true));
    if (args.password === undefined && (await term!.ask('Password again: ', true)) !== password) {
      console.error('The two passwords differ; nothing was changed.');
      return 1;
    }
  } finally {
    term?.close();
  }
  const config = loadConfig();
  // Opened as the server opens it (migrated, and seeded if new), so that it is the same database.
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, demoAccounts: !config.production });
  try {
    const result = await addOwner(db, { name, login, password });
    if (!result.ok) {
      console.error(result.message);
      return 1;
    }
    console.log(`Owner ${result.member.name} added: sign in at /desk with ${result.member.login}.`);
    return 0;
  } finally {
    await db.close();
  }
}

if (import.meta.main) {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(`The desk command failed: ${err instanceof Error ? err.message : err}`);
      process.exit(1);
    },
  );
}

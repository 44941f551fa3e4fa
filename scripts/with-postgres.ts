import { spawn } from 'node:child_process';
import { startThrowawayPostgres } from './throwawayPostgres.ts';

/**
 * Runs a command with TEST_DATABASE_URL naming a real PostgreSQL server: the one already in
 * TEST_DATABASE_URL, or a throwaway cluster started for the run.
 *
 *   node scripts/with-postgres.ts vitest run --project api
 */
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once('error', (err) => {
      console.error(err.message);
      resolve(1);
    });
  });
}

async function main(): Promise<number> {
  const [cmd, ...args] = process.argv.slice(2);
  if (!cmd) {
    console.error('usage: node scripts/with-postgres.ts <command> [args...]');
    return 2;
  }
  if (process.env.TEST_DATABASE_URL) return run(cmd, args, process.env);
  let pg;
  try {
    pg = await startThrowawayPostgres();
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  }
  try {
    console.log(`PostgreSQL for the tests at ${pg.url}`);
    return await run(cmd, args, { ...process.env, TEST_DATABASE_URL: pg.url });
  } finally {
    pg.stop();
  }
}

main().then((code) => process.exit(code));

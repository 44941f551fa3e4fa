import { spawn } from 'node:child_process';
import { e2ePorts } from '../tests/support/e2ePorts.ts';
import { startBrowserServers, type BrowserServers } from './browserServers.ts';

/**
 * `npm test` and `npm run test:quick`: the test stages in order, stopping at the first that fails,
 * then how long each took, so that a stage that grows is seen.
 *
 *   node scripts/test.ts          every stage (what CI runs)
 *   node scripts/test.ts --quick  the development loop: unit, types, imports and format, API, the phone browser project
 *
 * The browser stage's servers (browserServers.ts) start with the stage before it, so that their
 * database and site build overlap a stage that leaves one of the two cores partly idle. The type
 * check (one core) runs beside the API stage; its output is shown once it ends.
 *
 * Every server of the run listens on a port picked free for it (the browser stage's here, once, for
 * this process and the stages it starts: tests/support/e2ePorts.ts), so that two runs on one machine
 * (two clones) can go on at once.
 */
interface Stage {
  name: string;
  /** An npm script of package.json, so that each stage can also be run alone. */
  script: string;
  args?: string;
  /** Runs beside the stage after it, its output held until it ends. */
  beside?: boolean;
}

const ALL: Stage[] = [
  { name: 'unit', script: 'test:unit' },
  // The type check, the house's import rules (.dependency-cruiser.cjs) and the formatting (Prettier):
  // one core, beside the API files, which leave room while they wait on their databases and builds.
  { name: 'types, imports, format', script: 'check', beside: true },
  // Every API file on its database (PGlite, PostgreSQL or both: vitest.config.ts) and the whole
  // product started and built, in one Vitest run that keeps both cores busy to its end.
  { name: 'API and integration', script: 'test:api', args: '--project integration' },
  { name: 'browser', script: 'test:e2e' },
];

const QUICK: Stage[] = [
  ...ALL.slice(0, 2),
  { name: 'API', script: 'test:api' },
  { name: 'browser (phone)', script: 'test:e2e', args: '--project mobile' },
];

function run(command: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, { stdio: 'inherit', shell: true });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A stage run with its output kept, to be shown when it ends. */
function runHeld(command: string): Promise<{ code: number; output: string; ms: number }> {
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { stdio: ['ignore', 'pipe', 'pipe'], shell: true });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output, ms: Date.now() - t }));
  });
}

function clock(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

async function main(): Promise<number> {
  const stages = process.argv.includes('--quick') ? QUICK : ALL;
  const ports = e2ePorts();
  console.log(`The browser stage's servers: ports ${ports.site} and ${ports.crossOrigin}.`);
  const done: { stage: Stage; ms: number; code: number }[] = [];
  const start = Date.now();
  let servers: BrowserServers | undefined;
  let beside: { stage: Stage; result: ReturnType<typeof runHeld> } | undefined;
  // Stopped (Ctrl-C, a CI timeout): the browser servers are stopped too, not left holding their ports.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      servers?.stop();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
  try {
    for (const [i, stage] of stages.entries()) {
      // The browser stage's servers start with the stage before it: the API files on PostgreSQL
      // wait on their server and on a site build, and leave room that the PGlite stage does not.
      if (stages[i + 1]?.script === 'test:e2e') {
        try {
          servers = await startBrowserServers();
        } catch (err) {
          console.error((err as Error).message);
          done.push({ stage, ms: 0, code: 1 });
          break;
        }
      }
      if (stage.script === 'test:e2e' && servers) {
        const failed = await servers.ready().then(
          () => undefined,
          (err: Error) => err.message,
        );
        if (failed) {
          console.error(`\nThe browser tests' servers did not start: ${failed}`);
          done.push({ stage, ms: 0, code: 1 });
          break;
        }
        process.env.E2E_REUSE_SERVERS = '1';
      }
      const command = `npm run --silent ${stage.script}${stage.args ? ` -- ${stage.args}` : ''}`;
      if (stage.beside) {
        console.log(`\n== ${stage.name}: ${command} (beside the next stage; its output follows it)`);
        beside = { stage, result: runHeld(command) };
        continue;
      }
      console.log(`\n== ${stage.name}: ${command}`);
      const t = Date.now();
      const code = await run(command);
      done.push({ stage, ms: Date.now() - t, code });
      if (beside) {
        const held = await beside.result;
        console.log(`\n== ${beside.stage.name}, ended:\n${held.output}`);
        done.push({ stage: beside.stage, ms: held.ms, code: held.code });
        beside = undefined;
        if (held.code !== 0) break;
      }
      if (code !== 0) break;
    }
  } finally {
    servers?.stop();
  }
  const width = Math.max(...stages.map((s) => s.name.length));
  console.log('\nTime per stage:');
  done.sort((a, b) => stages.indexOf(a.stage) - stages.indexOf(b.stage));
  for (const { stage, ms, code } of done) console.log(`  ${stage.name.padEnd(width)}  ${clock(ms).padStart(6)}${code ? '  FAILED' : ''}`);
  for (const stage of stages.slice(done.length)) console.log(`  ${stage.name.padEnd(width)}  ${'-'.padStart(6)}  not run`);
  console.log(`  ${'total'.padEnd(width)}  ${clock(Date.now() - start).padStart(6)}`);
  return done.some((d) => d.code !== 0) ? 1 : 0;
}

main().then((code) => process.exit(code));

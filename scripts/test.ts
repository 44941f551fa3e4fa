import { spawn } from 'node:child_process';

/**
 * `npm test` and `npm run test:quick`: the test stages, stopping before the browser if any earlier
 * stage fails, then how long each took, so that a stage that grows is seen.
 *
 *   node scripts/test.ts          every stage (what CI runs)
 *   node scripts/test.ts --quick  the development loop: types, unit, API on PGlite, the phone browser project
 *
 * The stages before the browser run side by side, in lanes: the type check is one process on one
 * core, and the API files on PostgreSQL wait on their server and on a site build, so that the two
 * cores stay busy where the same stages one after another left one of them idle (docs/testing.md).
 * A lane's output is printed whole when each of its stages ends, never interleaved.
 */
interface Stage {
  name: string;
  /** An npm script of package.json, so that each stage can also be run alone. */
  script: string;
  args?: string;
}

/** Lanes run side by side; the stages of a lane one after another. */
type Step = Stage[][];

const types: Stage = { name: 'types', script: 'typecheck' };
const unit: Stage = { name: 'unit', script: 'test:unit' };
const api: Stage = { name: 'API on PGlite', script: 'test:api' };
const pg: Stage = { name: 'API and integration on PostgreSQL', script: 'test:pg' };

const ALL: Step[] = [[[types, unit], [api], [pg]], [[{ name: 'browser', script: 'test:e2e' }]]];
const QUICK: Step[] = [[[types, unit], [api]], [[{ name: 'browser (phone)', script: 'test:e2e', args: '--project mobile' }]]];

interface Done {
  stage: Stage;
  ms: number;
  code: number;
}

/** Runs a stage; alone it prints as it goes, beside others its output is held until it ends. */
function run(stage: Stage, alone: boolean): Promise<Done> {
  const command = `npm run --silent ${stage.script}${stage.args ? ` -- ${stage.args}` : ''}`;
  const header = `\n== ${stage.name}: ${command}`;
  if (alone) console.log(header);
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], shell: true });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.once('close', (code, signal) => {
      if (!alone) {
        console.log(header);
        process.stdout.write(Buffer.concat(held));
      }
      resolve({ stage, ms: Date.now() - t, code: code ?? (signal ? 1 : 0) });
    });
  });
}

async function lane(stages: Stage[], alone: boolean): Promise<Done[]> {
  const done: Done[] = [];
  for (const stage of stages) {
    const result = await run(stage, alone);
    done.push(result);
    if (result.code !== 0) break;
  }
  return done;
}

function clock(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

async function main(): Promise<number> {
  const steps = process.argv.includes('--quick') ? QUICK : ALL;
  const all = steps.flat(2);
  const done: Done[] = [];
  const start = Date.now();
  for (const step of steps) {
    const lanes = await Promise.all(step.map((stages) => lane(stages, step.length === 1)));
    done.push(...lanes.flat());
    if (done.some((d) => d.code !== 0)) break;
  }
  const width = Math.max(...all.map((s) => s.name.length));
  console.log('\nTime per stage (the stages before the browser side by side):');
  for (const stage of all) {
    const d = done.find((x) => x.stage === stage);
    console.log(`  ${stage.name.padEnd(width)}  ${(d ? clock(d.ms) : '-').padStart(6)}${d ? (d.code ? '  FAILED' : '') : '  not run'}`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${clock(Date.now() - start).padStart(6)}`);
  return done.find((d) => d.code !== 0)?.code ?? 0;
}

main().then((code) => process.exit(code));

import { Worker } from 'node:worker_threads';
import { DEV_STAFF } from '../../server/db/seed/data/staff.ts';

/** One of the owner's sign-ins, timed, as `npm run bench -- --only signin` prints it. */
export interface SignInFigures {
  /** 'no flood' before it starts, then 'flood'. */
  when: string;
  /** 'known': from the browser the owner signed in from before (its device cookie); 'unknown': any other. */
  device: string;
  run: number;
  /** The first answer's status and time. */
  status: number;
  firstMs: number;
  /** Until signed in, answering each 429 by waiting its Retry-After (the sign-in form asks the person to try again). */
  signedInMs: number;
  attempts: number;
}

/** What the flood did meanwhile: attempts answered 401 (their password checked) and 429 (refused before it). */
export interface FloodFigures {
  seconds: number;
  attempts: number;
  checked: number;
  refused: number;
  other: number;
}

const owner = DEV_STAFF.find((s) => s.role === 'owner')!;

/**
 * Against this machine's own API started with TRUST_PROXY=1 (X-Forwarded-For names the client):
 * `connections` wrong sign-ins at once, each from a new address and for a login no account has
 * (the worst case: every one would be checked against the dummy hash at full cost, and no
 * per-address or per-login count ever stops it; signInFloodWorker.ts), kept up until the owner's
 * sign-ins are timed: three before the flood, then five from the owner's known device and five
 * from an unknown one.
 */
export async function signInFlood(
  origin: string,
  site: string,
  connections: number,
): Promise<{ signIns: SignInFigures[]; flood: FloodFigures }> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin)) throw new Error(`The flood runs only against loopback, not ${origin}`);
  const url = `${origin}/v1/desk/sign-in`;
  const post = (login: string, password: string, from: string, cookie?: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site, 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ login, password }),
    });

  let ownerRuns = 0;
  /** One of the owner's sign-ins, retried as Retry-After says, at most a minute. */
  async function ownerSignIn(when: string, device: string, cookie?: string): Promise<SignInFigures & { setCookie: string }> {
    const started = performance.now();
    const from = `192.0.2.${(ownerRuns % 200) + 1}`;
    ownerRuns += 1;
    let first: { status: number; ms: number } | undefined;
    for (let attempts = 1; ; attempts++) {
      const res = await post(owner.login, owner.password, from, cookie);
      await res.arrayBuffer();
      first ??= { status: res.status, ms: performance.now() - started };
      const done = res.status !== 429 || performance.now() - started > 60_000;
      if (done) {
        const setCookie = res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .filter((c) => c.startsWith('desk_device='))
          .join('');
        const signedInMs = res.status === 200 ? performance.now() - started : NaN;
        return { when, device, run: ownerRuns, status: first.status, firstMs: first.ms, signedInMs, attempts, setCookie };
      }
      await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
    }
  }

  const signIns: SignInFigures[] = [];
  const keep = (f: SignInFigures & { setCookie: string }) => {
    const { setCookie, ...figures } = f;
    signIns.push(figures);
    return setCookie;
  };
  // The owner's tablet: signed in once before, it holds the device cookie.
  const first = await ownerSignIn('no flood', 'unknown');
  const tablet = keep(first);
  if (!tablet) throw new Error(`the owner's first sign-in answered ${first.status}, with no device cookie`);
  for (let i = 0; i < 3; i++) keep(await ownerSignIn('no flood', 'known', tablet));

  const worker = new Worker(new URL('./signInFloodWorker.ts', import.meta.url), { workerData: { url, site, connections } });
  const messages = (wanted: string) =>
    new Promise<any>((resolve, reject) => {
      worker.on('message', (m) => wanted in m && resolve(m[wanted]));
      worker.once('error', reject);
    });
  const finished = messages('done');
  // Until the line is full: the first attempt refused at once.
  await Promise.race([messages('full'), finished, new Promise((r) => setTimeout(r, 30_000))]);
  try {
    for (let i = 0; i < 5; i++) keep(await ownerSignIn('flood', 'known', tablet));
    for (let i = 0; i < 5; i++) keep(await ownerSignIn('flood', 'unknown'));
  } finally {
    worker.postMessage('stop');
  }
  const flood: FloodFigures = await finished;
  await worker.terminate();
  return { signIns, flood };
}

import { DEV_STAFF } from '../../server/db/seed/data/staff.ts';

/** How long an editor's change takes to be on the live site, as measured by `npm run bench`. */
export interface EditToLiveFigures {
  run: number;
  /** From the FAQ's Save to /Faqs showing it, Publish pressed right after the save. */
  editToLiveS: number;
  /** The build alone, as the release records it. */
  buildS: number;
  pages: number;
}

const editor = DEV_STAFF.find((s) => s.role === 'editor')!;

/**
 * Signs in as the development editor, then `runs` times: saves a new text of the first FAQ,
 * presses Publish, and waits until the served /Faqs page has it. The first publish after the
 * server's start reuses the image cache of its start build, as every later one does.
 */
export async function editToLive(origin: string, runs: number): Promise<EditToLiveFigures[]> {
  const desk = `${origin}/v1/desk/`;
  const site = new URL(origin).origin.replace('127.0.0.1', 'localhost');
  const signIn = await fetch(`${desk}sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify({ login: editor.login, password: editor.password }),
  });
  if (!signIn.ok) throw new Error(`editor sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, version?: number) => {
    const res = await fetch(`${desk}${path}`, {
      method,
      headers: {
        cookie,
        ...(method === 'POST' ? { 'content-type': 'application/json', origin: site } : {}),
        ...(version === undefined ? {} : { 'if-match': `"${version}"` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };

  const figures: EditToLiveFigures[] = [];
  for (let run = 1; run <= runs; run++) {
    const [faq] = (await call('GET', 'records?kind=faq')).records;
    const stamp = String(Date.now());
    const question = `How early can we come in? (${stamp})`;
    const started = performance.now();
    await call('POST', 'records/save', { kind: 'faq', id: faq.id, fields: { ...faq.fields, question } }, faq.version);
    await call('POST', 'releases/publish');
    for (;;) {
      const page = await fetch(`${origin}/Faqs`).then((r) => r.text());
      if (page.includes(stamp)) break;
      if (performance.now() - started > 300_000) throw new Error('the change was not live within 5 minutes');
      await new Promise((r) => setTimeout(r, 200));
    }
    const editToLiveS = (performance.now() - started) / 1000;
    const { status } = await call('GET', 'releases');
    figures.push({ run, editToLiveS, buildS: (status.live?.elapsedMs ?? 0) / 1000, pages: status.live?.pagesDone ?? 0 });
    console.log(`  edit to live, run ${run}: ${editToLiveS.toFixed(1)} s (build ${figures.at(-1)!.buildS.toFixed(1)} s)`);
  }
  return figures;
}

/** Asks `probe` every `everyMs` until it answers something (a throw counts as not yet), or fails after `seconds`. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, seconds: number, everyMs = 200): Promise<T> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

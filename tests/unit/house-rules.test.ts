import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** House rules a dependency check cannot see (the import rules are in .dependency-cruiser.cjs). */
describe('the server', () => {
  it('reads environment variables in server/config.ts only, and is handed them from there', () => {
    const files = readdirSync('server', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(100);
    const readers = files.filter((f) => /process\.env\b/.test(readFileSync(join('server', f), 'utf8')));
    expect(readers).toEqual(['config.ts']);
  });

  it('is started, built and administered by scripts that take their settings from server/config.ts too', () => {
    for (const script of ['scripts/start.ts', 'scripts/build.ts', 'scripts/desk.ts']) {
      const text = readFileSync(script, 'utf8');
      expect(text, script).toContain('loadConfig(');
      expect(text, script).not.toMatch(/process\.env\b/);
    }
  });
});

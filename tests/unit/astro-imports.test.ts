import { describe, expect, it } from 'vitest';
import { astroSources, astroViolations } from '../../scripts/checkAstroImports.ts';
import { singleImportRules } from '../../scripts/importRules.ts';

/**
 * The import rules of .dependency-cruiser.cjs hold for .astro files too (scripts/checkAstroImports.ts):
 * their frontmatter and the scripts Astro bundles, each file named where it would stand in src.
 */
const check = (path: string, text: string) => astroViolations([{ path, text }]).violations;
const SERVER = '../../server/db/open.ts';
const DESK_APP = '../islands/desk/DeskApp.tsx';

describe('a .astro file’s imports', () => {
  it('may not reach the server from a page', () => {
    expect(check('src/pages/fixture.astro', `---\nimport { openDatabase } from '${SERVER}';\n---\n<p>x</p>\n`)).toEqual([
      { rule: 'ui-not-into-server', severity: 'error', from: 'src/pages/fixture.astro', to: 'server/db/open.ts' },
    ]);
  });

  it('may not bring the desk’s island to a public page, which the desk’s own page may', () => {
    const page = `---\nimport DeskApp from '${DESK_APP}';\n---\n<DeskApp client:load />\n`;
    expect(check('src/pages/index.astro', page)).toEqual([
      { rule: 'desk-stays-on-the-desk', severity: 'error', from: 'src/pages/index.astro', to: 'src/islands/desk/DeskApp.tsx' },
    ]);
    expect(check('src/pages/desk.astro', page)).toEqual([]);
    expect(check('src/components/Fixture.astro', `---\nimport DeskApp from '@/islands/desk/DeskApp.tsx';\n---\n`)).toMatchObject([
      { rule: 'desk-stays-on-the-desk', to: 'src/islands/desk/DeskApp.tsx' },
    ]);
  });

  it('count in a bundled <script>, dynamic ones too, but not in one sent as written', () => {
    const script = `<p>x</p>\n<script>\n  import '${SERVER}';\n  const { default: app } = await import('${DESK_APP}');\n</script>\n`;
    expect(check('src/pages/fixture.astro', script).map((v) => v.rule)).toEqual(['ui-not-into-server', 'desk-stays-on-the-desk']);
    const typeAndSource = `<script>\n  import type { Database } from '${SERVER}';\n</script>\n<script src="${SERVER}"></script>\n`;
    expect(check('src/pages/fixture.astro', typeAndSource).map((v) => v.rule)).toEqual(['ui-not-into-server', 'ui-not-into-server']);
    expect(check('src/pages/fixture.astro', `<script is:inline>\n  import '${SERVER}';\n</script>\n`)).toEqual([]);
  });

  it('do not count in a comment or a string', () => {
    const text = [
      '---',
      `// import { openDatabase } from '${SERVER}';`,
      `/* import DeskApp from '${DESK_APP}'; */`,
      `const hint = "import '${SERVER}'";`,
      '---',
      `<!-- <script>import '${SERVER}';</script> -->`,
      `<p>{"<script>import '${SERVER}';</script>"}</p>`,
      '<script>',
      `  // import '${SERVER}';`,
      '</script>',
    ].join('\n');
    expect(check('src/pages/fixture.astro', text)).toEqual([]);
  });

  it('are exempt as types only where the rule says so', () => {
    // ui-not-into-server has no exemption for types
    expect(check('src/pages/fixture.astro', `---\nimport type { Database } from '${SERVER}';\n---\n`)).toMatchObject([
      { rule: 'ui-not-into-server' },
    ]);
    // rules-stay-pure exempts them: a rule may name React's types, never call React
    const rule = 'src/lib/booking/Fixture.astro';
    expect(check(rule, `---\nimport type { ReactNode } from 'react';\nimport { type FC } from 'react';\n---\n`)).toEqual([]);
    expect(check(rule, `---\nimport { useState } from 'react';\n---\n`)).toMatchObject([
      { rule: 'rules-stay-pure', to: 'node_modules/react/index.js' },
    ]);
  });

  it('read packages as dependency-cruiser does: date-fns a function at a time', () => {
    expect(check('src/pages/fixture.astro', `---\nimport { addDays } from 'date-fns';\n---\n`)).toMatchObject([
      { rule: 'date-fns-by-function', to: 'node_modules/date-fns/index.js' },
    ]);
    expect(check('src/pages/fixture.astro', `---\nimport { addDays } from 'date-fns/addDays';\n---\n`)).toEqual([]);
  });

  it('must lead to a file: a typo is reported, not passed', () => {
    const text = [
      '---',
      `import Missing from './Missing.astro';`,
      `import { nothing } from '@/lib/nowhere.ts';`,
      `import { money } from '/src/lib/money.ts';`,
      `import { none } from '/src/lib/mony.ts';`,
      '---',
    ].join('\n');
    expect(check('src/pages/fixture.astro', text)).toEqual(
      ['./Missing.astro', '@/lib/nowhere.ts', '/src/lib/mony.ts'].map((to) => ({
        rule: 'not-to-unresolvable',
        severity: 'error',
        from: 'src/pages/fixture.astro',
        to,
      })),
    );
  });

  it('hold in every .astro file of src today, whose imports are read', () => {
    const files = astroSources();
    expect(files.map((f) => f.path)).toContain('src/pages/desk.astro');
    const { violations, dependencies } = astroViolations(files);
    expect(violations).toEqual([]);
    expect(dependencies).toBeGreaterThan(files.length);
  });
});

describe('the rules read for .astro files', () => {
  it('leave out the circle, which only dependency-cruiser’s graph shows', () => {
    const rules = singleImportRules([
      { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
      { name: 'kept', severity: 'error', from: { path: '^src/' }, to: { path: '^server/' } },
    ]);
    expect(rules.map((r) => r.name)).toEqual(['kept']);
  });

  it('refuse a condition they do not read, rather than pass over the rule', () => {
    const rule = { name: 'orphans', severity: 'error', from: { orphan: true }, to: {} };
    expect(() => singleImportRules([rule as never])).toThrow(/orphans: from.orphan/);
  });
});

/**
 * The house's rules on who may import whom, checked by `npm test` (`npm run check:deps`):
 *
 *   rules (src/lib/booking, src/lib/forms, src/lib/profile, src/lib/desk, src/lib/money.ts) are pure: no I/O, no UI
 *   src/lib serves everyone and depends on none of them: not pages, islands, components or server
 *   the server never reaches into the site's UI (islands, pages, components, layouts, scripts)
 *   the islands and the pages' scripts call the API over HTTP, never the server's modules
 *   src/client (the browser's API clients, shared by islands and pages' scripts) imports no island or page
 *   the staff desk's island is imported by the desk's own page and files only, so no public page ships desk code
 *   the common-password rule (and its 600 KB list) is imported by the server only, so no page downloads it
 *   date-fns is imported a function at a time, never through its index (300 modules)
 *   no import runs in a circle
 *
 * Type-only imports are checked like the rest, except where a rule says so: a type is a contract,
 * not a call, and the rules may name the shape of the state they read (the wizard's store).
 * .astro files are read too (frontmatter and bundled scripts), by scripts/checkAstroImports.ts on
 * these same rules: dependency-cruiser has no parser for .astro.
 */
const RULES = '^src/lib/(booking|forms|profile|desk)/|^src/lib/money\\.ts$';
const UI = '^src/(islands|pages|components|layouts|scripts|client)/';

module.exports = {
  forbidden: [
    {
      name: 'rules-stay-pure',
      comment: 'A price, date or form rule runs the same in the browser, the server and a test: it reads nothing and shows nothing.',
      severity: 'error',
      from: { path: RULES },
      to: {
        path: [
          '^server/',
          UI,
          '^src/lib/(site|stores)/',
          '^node:',
          '^(fs|path|http|https|net|child_process|crypto|os)$',
          'node_modules/(react|react-dom|nanostores|@nanostores|ofetch|pg|@electric-sql|hono|@hono|pdf-lib)/',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'lib-depends-on-no-app',
      comment: 'src/lib is shared by the pages, the islands and the server; it never imports one of them.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: ['^server/', UI] },
    },
    {
      name: 'server-not-into-ui',
      comment: "The server shares the contract (src/lib), never the site's UI.",
      severity: 'error',
      from: { path: '^server/' },
      to: { path: UI },
    },
    {
      name: 'ui-not-into-server',
      comment: "What runs in the browser talks to the server over HTTP; the server's modules would pull in its database and secrets.",
      severity: 'error',
      from: { path: UI },
      to: { path: '^server/' },
    },
    {
      name: 'desk-stays-on-the-desk',
      comment:
        "The staff desk's code reaches no public page's bundle: only /desk (src/pages/desk.astro) and the desk's own files import it.",
      severity: 'error',
      from: { pathNot: ['^src/islands/desk/', '^src/pages/desk\\.astro$'] },
      to: { path: '^src/islands/desk/' },
    },
    {
      name: 'password-list-on-the-server',
      comment:
        'The guessable-password rule carries zxcvbn-ts and its list of common passwords (about 600 KB): the server checks new passwords, and no page downloads them.',
      severity: 'error',
      from: { pathNot: '^server/' },
      to: { path: ['^src/lib/forms/guessablePassword\\.ts$'] },
    },
    {
      name: 'password-list-in-one-place',
      comment: 'zxcvbn-ts is reached through the guessable-password rule alone, which the rule above keeps on the server.',
      severity: 'error',
      from: { pathNot: '^src/lib/forms/guessablePassword\\.ts$' },
      to: { path: 'node_modules/@zxcvbn-ts/' },
    },
    {
      name: 'client-below-the-ui',
      comment: "The API clients serve the islands and the pages' scripts alike; they import none of them.",
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/(islands|pages|components|layouts|scripts)/' },
    },
    {
      name: 'date-fns-by-function',
      comment:
        "date-fns' index loads all 300 of its modules, several seconds of every site build (a page renders the booking rules): import each function from its own module, as 'date-fns/addDays'.",
      severity: 'error',
      from: { path: '^(src|server)/' },
      to: { path: '^node_modules/date-fns/index\\.' },
    },
    {
      name: 'no-circular',
      comment: 'A circle of imports has no bottom to test or read from.',
      severity: 'error',
      from: { path: '^(src|server)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|\\.data|\\.astro)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.astro'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { styleText } from 'node:util';
import { astroImports } from './astroImports.ts';
import { brokenRules, singleImportRules, type ImportRule } from './importRules.ts';
import { resolveImport, tsconfigAliases, type Resolver } from './resolveImport.ts';

/**
 * The house's import rules (.dependency-cruiser.cjs) on the .astro files, which dependency-cruiser
 * does not read: run by `npm run check:deps` and `npm run check` after dependency-cruiser, printing
 * as its `err` output does and failing on any error.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A .astro file: its path from the repository's root, with '/', and its text. */
export interface AstroSource {
  path: string;
  text: string;
}

export interface Violation {
  rule: string;
  severity: string;
  from: string;
  to: string;
}

interface DepcruiseConfig {
  forbidden: ImportRule[];
  allowed?: unknown;
  required?: unknown;
  options: { enhancedResolveOptions: { extensions: string[] } };
}

/**
 * What an import names that leads to no file: a typo that no build of a page has met yet, where
 * dependency-cruiser would have said `couldNotResolve`.
 */
const UNRESOLVABLE = 'not-to-unresolvable';

export function astroViolations(files: readonly AstroSource[], root = ROOT): { violations: Violation[]; dependencies: number } {
  const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as DepcruiseConfig;
  if (config.allowed || config.required) throw new Error('.dependency-cruiser.cjs: only its forbidden rules are read for .astro files');
  const rules = singleImportRules(config.forbidden);
  const resolver: Resolver = { root, extensions: config.options.enhancedResolveOptions.extensions, aliases: tsconfigAliases(root) };

  const violations: Violation[] = [];
  let dependencies = 0;
  for (const file of files) {
    for (const { specifier, dependencyTypes } of astroImports(file.text, join(root, file.path))) {
      dependencies += 1;
      const to = resolveImport(specifier, file.path, resolver);
      if (to === undefined) {
        violations.push({ rule: UNRESOLVABLE, severity: 'error', from: file.path, to: specifier });
        continue;
      }
      for (const rule of brokenRules(rules, { from: file.path, to, dependencyTypes })) {
        violations.push({ rule: rule.name, severity: rule.severity, from: file.path, to });
      }
    }
  }
  return { violations, dependencies };
}

export function astroSources(root = ROOT): AstroSource[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.astro'))
    .sort()
    .map((f) => {
      const path = `src/${f.split(sep).join('/')}`;
      return { path, text: readFileSync(join(root, path), 'utf8') };
    });
}

if (import.meta.main) {
  const files = astroSources();
  const { violations, dependencies } = astroViolations(files);
  const counted = `${files.length} .astro modules, ${dependencies} dependencies cruised`;
  for (const v of violations) {
    const color = v.severity === 'error' ? 'red' : 'yellow';
    console.log(`${styleText(color, v.severity)} ${v.rule}: ${styleText('bold', v.from)} → ${styleText('bold', v.to)}`);
  }
  const errors = violations.filter((v) => v.severity === 'error').length;
  if (violations.length === 0) console.log(`${styleText('green', '✔')} no dependency violations found (${counted})`);
  else
    console.log(`\nx ${violations.length} dependency violations (${errors} errors, ${violations.length - errors} warnings). ${counted}.`);
  process.exitCode = errors > 0 ? 1 : 0;
}

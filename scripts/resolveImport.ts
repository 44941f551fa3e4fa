import { statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Where an import leads, named as dependency-cruiser names it so the same rules read it: a file of
 * the repository as `src/lib/x.ts` (or `node_modules/<package>/…`), a Node built-in as written, and
 * anything not a file (`astro:assets`, a URL) as written. `undefined` when nothing is found there.
 */
export interface Resolver {
  /** The extensions tried after a path without one, as dependency-cruiser's resolver tries them. */
  extensions: readonly string[];
  /** tsconfig's `paths`, each target an absolute path with at most one `*`. */
  aliases: readonly { pattern: string; targets: readonly string[] }[];
  root: string;
}

export function tsconfigAliases(root: string): Resolver['aliases'] {
  const configPath = join(root, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath);
  const base = options.baseUrl ?? options.pathsBasePath?.toString() ?? root;
  return Object.entries(options.paths ?? {}).map(([pattern, targets]) => ({ pattern, targets: targets.map((t) => join(base, t)) }));
}

export function resolveImport(specifier: string, fromFile: string, resolver: Resolver): string | undefined {
  if (isBuiltin(specifier)) return specifier;
  // '/x' starts at the project's root for Vite, which builds Astro's pages and scripts
  const local = specifier.startsWith('.') ? join(dirname(fromFile), specifier) : specifier.startsWith('/') ? specifier : undefined;
  const candidates = local === undefined ? aliased(specifier, resolver) : [join(resolver.root, local)];
  if (candidates.length === 0) return packageFile(specifier, resolver.root);
  const found = candidates.flatMap((c) => withExtensions(c, resolver.extensions)).find(isFile);
  return found === undefined ? undefined : relative(resolver.root, found).split(sep).join('/');
}

/** tsconfig's reading of `paths`, but for its preference of the longest match (this tsconfig has one). */
function aliased(specifier: string, resolver: Resolver): string[] {
  for (const { pattern, targets } of resolver.aliases) {
    const [head, tail] = pattern.split('*');
    const wild =
      tail !== undefined && specifier.startsWith(head) && specifier.endsWith(tail) && specifier.length >= head.length + tail.length;
    if (wild || specifier === pattern) {
      const matched = specifier.slice(head.length, specifier.length - (tail?.length ?? 0));
      return targets.map((t) => t.replace('*', matched));
    }
  }
  return [];
}

const withExtensions = (path: string, extensions: readonly string[]): string[] => [
  path,
  ...extensions.map((e) => path + e),
  ...extensions.map((e) => join(path, `index${e}`)),
];

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** Node's own reading of a package's `exports` ('import' first, as Vite's), from the repository's root. */
function packageFile(specifier: string, root: string): string | undefined {
  let url: string;
  try {
    url = import.meta.resolve(specifier);
  } catch {
    return undefined;
  }
  if (!url.startsWith('file:')) return specifier;
  return relative(root, fileURLToPath(url)).split(sep).join('/');
}

/**
 * The `forbidden` rules of .dependency-cruiser.cjs, read for dependencies dependency-cruiser cannot
 * see itself (a .astro file's). It reads the conditions dependency-cruiser reads on one import (a
 * path's regex, or a list of them it joins with '|', against the importer's and the imported file's
 * names; the import's kinds); a rule with any other condition stops the check, so that a new kind of
 * rule is not passed over in silence.
 */
export interface Dependency {
  from: string;
  to: string;
  dependencyTypes: readonly string[];
}

type Paths = string | string[];

export interface ImportRule {
  name: string;
  severity: string;
  from: { path?: Paths; pathNot?: Paths };
  to: { path?: Paths; pathNot?: Paths; dependencyTypes?: string[]; dependencyTypesNot?: string[]; circular?: boolean };
}

const READ = {
  rule: ['name', 'severity', 'comment', 'from', 'to'],
  from: ['path', 'pathNot'],
  to: ['path', 'pathNot', 'dependencyTypes', 'dependencyTypesNot'],
} as const;

/** What a rule asks that this does not read: a condition, or a group of from.path named in to ('$1'). */
function unread(rule: ImportRule): string[] {
  const keys = (object: object | undefined, read: readonly string[], prefix = '') =>
    Object.keys(object ?? {})
      .filter((key) => !read.includes(key))
      .map((key) => prefix + key);
  const groups = [rule.to?.path, rule.to?.pathNot].flat().some((p) => p !== undefined && /\$\d/.test(p));
  return [
    ...keys(rule, READ.rule),
    ...keys(rule.from, READ.from, 'from.'),
    ...keys(rule.to, READ.to, 'to.'),
    ...(groups ? ['a group of from.path in to'] : []),
  ];
}

/**
 * The rules that apply to one import at a time. A circle (to.circular) is found over the whole
 * graph, which only dependency-cruiser builds, and .astro files are not in its graph.
 */
export function singleImportRules(forbidden: readonly ImportRule[]): ImportRule[] {
  return forbidden
    .filter((rule) => rule.severity !== 'ignore' && rule.to?.circular === undefined)
    .map((rule) => {
      const missed = unread(rule);
      if (missed.length > 0 || !rule.from || !rule.to) {
        throw new Error(`Rule ${rule.name}: ${missed.join(', ') || 'from or to'} is not read for .astro files`);
      }
      return rule;
    });
}

const matches = (paths: Paths, name: string): boolean => new RegExp([paths].flat().join('|')).test(name);
const anyOf = (types: readonly string[], found: readonly string[]): boolean => types.some((t) => found.includes(t));

export function brokenRules(rules: readonly ImportRule[], dep: Dependency): ImportRule[] {
  return rules.filter(
    ({ from, to }) =>
      (from.path === undefined || matches(from.path, dep.from)) &&
      (from.pathNot === undefined || !matches(from.pathNot, dep.from)) &&
      (to.path === undefined || matches(to.path, dep.to)) &&
      (to.pathNot === undefined || !matches(to.pathNot, dep.to)) &&
      (to.dependencyTypes === undefined || anyOf(to.dependencyTypes, dep.dependencyTypes)) &&
      (to.dependencyTypesNot === undefined || !anyOf(to.dependencyTypesNot, dep.dependencyTypes)),
  );
}

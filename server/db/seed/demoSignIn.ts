import { customers, DEMO_PASSWORD } from './data/customers.ts';

/**
 * The line `npm start` prints so that a developer can try /profile: a seeded customer's phone and
 * the demo password. Never with a production flag (NODE_ENV=production) or a real database
 * (DATABASE_URL), where the seeded accounts, if any, are not to be advertised.
 */
export function demoSignInLine(env: NodeJS.ProcessEnv): string | undefined {
  if (env.NODE_ENV === 'production' || env.DATABASE_URL) return undefined;
  const demo = customers[0];
  return `Demo sign-in at /profile: phone ${demo.phone}, password ${DEMO_PASSWORD}`;
}

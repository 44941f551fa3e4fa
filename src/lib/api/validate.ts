import { calls } from './calls.ts';
import { encodeMoney } from './encodeMoney.ts';
import type { RouteName } from './routes.ts';

/**
 * Checks a response against its schema, for callers that can afford zod (the build, tests). Its
 * amounts stay the wire's rupees: the schema reads them as paise, which only the server wants.
 */
export const validateResponse = (name: RouteName, data: unknown): unknown =>
  encodeMoney(calls[name].response, calls[name].response.parse(data));

import { calls } from './calls.ts';
import type { RouteName } from './routes.ts';

/** Checks a response against its schema, for callers that can afford zod (the build, tests). */
export const validateResponse = (name: RouteName, data: unknown): unknown => calls[name].response.parse(data);

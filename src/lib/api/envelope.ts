import { z } from 'zod';

/** Every response carries these beside its payload fields. */
export const Envelope = z.object({
  /** true when the call did what was asked. */
  success: z.boolean(),
  /** Text a person can read. */
  message: z.string(),
});

/** What a 4xx answer looks like. */
export const ErrorResponse = Envelope.extend({ success: z.literal(false) });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Bodies of calls that take none: anything sent is ignored. */
export const EmptyBody = z.object({}).default({});

export const envelope = <T extends z.ZodRawShape>(shape: T) => Envelope.extend(shape);

import { z } from 'zod';
import { Envelope, envelope } from './envelope.ts';
import { Id, storableText } from './fields.ts';

/** The profile's sign-in: a wrong phone and a wrong password get the same 401 and message. */
export const LoginRequest = z.object({
  phone: storableText(z.string({ error: 'is required' }).trim().min(1, 'is required').max(20)),
  password: storableText(z.string({ error: 'is required' }).min(1, 'is required').max(200)),
});
export const User = z.object({ _id: Id, name: z.string(), phone: z.string(), email: z.string() });
export type User = z.infer<typeof User>;
/** The spec's success, message and user, with the session for web/profile (bearer) and when it ends. */
export const LoginResponse = envelope({ user: User, token: z.string(), expiresAt: z.string() });
/**
 * Logout (bearer: the session): the session ends on the server, so its token is refused from then on
 * even where a copy of it was kept. A session already ended or expired answers the same (there is
 * nothing left to end); a token the server never signed is a 401.
 */
export const LogoutResponse = Envelope;

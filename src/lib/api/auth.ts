import { z } from 'zod';
import { envelope } from './envelope.ts';
import { Id, storableText } from './fields.ts';

export const LoginRequest = z.object({
  phone: storableText(z.string({ error: 'is required' }).trim().min(1, 'is required').max(20)),
  password: storableText(z.string({ error: 'is required' }).min(1, 'is required').max(200)),
});
export const User = z.object({ _id: Id, name: z.string(), phone: z.string(), email: z.string() });
export type User = z.infer<typeof User>;
export const LoginResponse = envelope({ user: User, token: z.string() });

import { z } from 'zod';
import { Envelope, envelope } from './envelope.ts';
import { Id, RequiredName, storableText } from './fields.ts';
import { LOGIN_MAX_LENGTH, LOGIN_MESSAGE, normaliseLogin } from '../desk/login.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, passwordProblem } from '../desk/passwordRule.ts';
import { PERMISSION_NAMES, ROLES, type Permission } from '../desk/permissions.ts';

/** The staff desk's accounts and sessions (calls under /v1/desk/, see deskCalls.ts; the audit log's in deskAudit.ts). */

/** A login as typed ('98765 00100', 'Asha@Example.com'), handed on in its stored form (src/lib/desk/login.ts). */
export const StaffLogin = storableText(
  z.string({ error: LOGIN_MESSAGE }).trim().min(1, 'is required').max(LOGIN_MAX_LENGTH, `must be at most ${LOGIN_MAX_LENGTH} characters`),
).transform((typed, ctx) => {
  const login = normaliseLogin(typed);
  if (login === undefined) {
    ctx.addIssue({ code: 'custom', message: LOGIN_MESSAGE });
    return z.NEVER;
  }
  return login;
});

/** A password as typed at sign-in: any text; only a new one has to meet the rules. */
const TypedPassword = storableText(
  z.string({ error: 'is required' }).min(1, 'is required').max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong),
);

/** A new password: at least PASSWORD_MIN_LENGTH characters (the server also refuses the account's login). */
export const NewPassword = storableText(z.string({ error: 'is required' }).max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)).refine(
  (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  PASSWORD_MESSAGES.tooShort,
);

/**
 * The branches a staff member works at: 'all' (the owner always; every account by default) or the
 * ids of one or more open branches. The desk refuses their calls about any other branch.
 */
export const StaffBranches = z.union([z.literal('all'), z.array(z.string())]);
export type StaffBranches = z.infer<typeof StaffBranches>;

/** At most this many branches named one by one (more than the business has; 'all' is every one). */
export const MAX_STAFF_BRANCHES = 50;
export const BRANCHES_MESSAGE = "must be 'all' or a list of one or more branch ids";

/** The branches the owner gives a member: 'all', or branch ids, each once (the server checks that each is an open branch). */
export const StaffBranchesInput = z.union(
  [
    z.literal('all'),
    z
      .array(Id, { error: BRANCHES_MESSAGE })
      .min(1, 'must name at least one branch')
      .max(MAX_STAFF_BRANCHES, `must name at most ${MAX_STAFF_BRANCHES} branches`)
      .transform((ids) => [...new Set(ids)]),
  ],
  { error: BRANCHES_MESSAGE },
);

export const Role = z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` });
const PermissionName = z.enum(PERMISSION_NAMES as [Permission, ...Permission[]]);

/** A staff account as the owner's list shows it; never its password hash. */
export const StaffMember = z.object({
  id: z.string(),
  name: z.string(),
  /** A 10-digit mobile number or a lower-case e-mail address. */
  login: z.string(),
  role: Role,
  branches: StaffBranches,
  /** A disabled account cannot sign in; its sessions ended when it was disabled. */
  active: z.boolean(),
  /**
   * Until when failed sign-ins lock the account to devices it has not signed in from (ISO time), or
   * null; the owner may lift the lock (staffUnlock).
   */
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const SignInRequest = z.object({ login: StaffLogin, password: TypedPassword });

/**
 * Who is signed in and what they may do (the desk shows only that). The session is the cookie,
 * never in the body; `endsAt` is when it ends at the latest (12 hours after sign-in), sooner after
 * 30 minutes without a call.
 */
export const SessionResponse = envelope({
  staff: z.object({ id: z.string(), name: z.string(), login: z.string(), role: Role, branches: StaffBranches }),
  permissions: z.array(PermissionName),
  endsAt: z.string(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

export const ChangePasswordRequest = z.object({ currentPassword: TypedPassword, newPassword: NewPassword });

/** The accounts, and the open branches a member may be given (id, name, city), in the site's order. */
export const StaffListResponse = envelope({
  staff: z.array(StaffMember),
  branches: z.array(z.object({ id: z.string(), name: z.string(), city: z.string() })),
});

export const AddStaffRequest = z
  .object({ name: RequiredName(100), login: StaffLogin, role: Role, password: NewPassword, branches: StaffBranchesInput.default('all') })
  .superRefine(({ password, login }, ctx) => {
    // Its length has NewPassword's own message; what only the pair can tell is added here.
    if (passwordProblem(password, login) === PASSWORD_MESSAGES.isLogin)
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.isLogin });
  });

export const StaffIdRequest = z.object({ staffId: Id });

/** Everything the owner may change of an account but its password and whether it is active. */
export const UpdateStaffRequest = z.object({
  staffId: Id,
  name: RequiredName(100),
  login: StaffLogin,
  role: Role,
  branches: StaffBranchesInput,
});
export const ResetPasswordRequest = z.object({ staffId: Id, password: NewPassword });
export const StaffMemberResponse = envelope({ member: StaffMember });

/** A page number as the query string carries it (every paged desk list). */
export const PageNumber = z
  .string({ error: 'must be a page number' })
  .regex(/^\d{1,6}$/, 'must be a page number from 1')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be a page number from 1'));

export const SignOutResponse = Envelope;
export const DeskMessageResponse = Envelope;

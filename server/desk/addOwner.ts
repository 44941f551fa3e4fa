import type { Database } from '../db/database.ts';
import { AddStaffRequest } from '../../src/lib/api/desk.ts';
import { hashPassword, OWASP_SCRYPT, type ScryptParams } from '../auth/password.ts';
import { describeIssues } from '../http/readBody.ts';
import { insertStaff } from '../repo/staff.ts';
import { recordAudit } from './audit.ts';
import { newPasswordProblem } from './newPassword.ts';
import { newStaffId } from './newStaffId.ts';
import { memberOf } from './staffMember.ts';
import type { StaffMember } from '../../src/lib/api/desk.ts';

/** Who the audit log names for what the command line did: no account, no address. */
export const COMMAND_LINE = '(command line)';

export type AddOwnerResult = { ok: true; member: StaffMember } | { ok: false; message: string };

/**
 * `npm run desk -- add-owner`: an owner account, by the same rules as the desk's own 'add'
 * (name, login, password), refused when the login is taken. The first owner of a production
 * database is made so: no account there has a default password. `params`: tests only.
 */
export async function addOwner(
  db: Database,
  input: { name: string; login: string; password: string },
  now = new Date(),
  params: ScryptParams = OWASP_SCRYPT,
): Promise<AddOwnerResult> {
  const parsed = AddStaffRequest.safeParse({ ...input, role: 'owner' });
  if (!parsed.success) return { ok: false, message: describeIssues(parsed.error, input).message };
  const { name, login, password } = parsed.data;
  const problem = newPasswordProblem(password, login, name);
  if (problem) return { ok: false, message: `password ${problem}` };
  const passwordHash = await hashPassword(password, params);
  return db.transaction(async (tx) => {
    const row = await insertStaff(tx, { id: newStaffId(), name, login, role: 'owner', passwordHash, now });
    if (!row) return { ok: false, message: `There is already a staff account with the login ${login}.` };
    await recordAudit(tx, {
      at: now,
      staffId: null,
      staffName: COMMAND_LINE,
      action: 'staff.add',
      target: `staff:${row.id}`,
      after: { name, login, role: 'owner', active: true },
      clientAddress: '',
      userAgent: 'npm run desk -- add-owner',
    });
    return { ok: true, member: memberOf(row) };
  });
}

import type { RefObject } from 'react';
import type { StaffBranches } from '../../lib/api/desk.ts';
import { ROLE_LABELS, ROLES, type Role } from '../../lib/desk/permissions.ts';
import { CONTROL_CLASS, Field, describedBy } from '../shared/Field.tsx';
import { BranchesField, branchesMessage } from './BranchesField.tsx';
import { loginMessage } from './formRules.ts';

export interface StaffDetails {
  name: string;
  login: string;
  role: Role | '';
  branches: StaffBranches;
}
export type StaffDetailField = keyof StaffDetails;

export interface StaffDetailRefs {
  name: RefObject<HTMLInputElement | null>;
  login: RefObject<HTMLInputElement | null>;
  role: RefObject<HTMLSelectElement | null>;
  branches: RefObject<HTMLInputElement | null>;
}

/** What is wrong with the details as typed, field by field (the server checks them again). */
export const staffDetailProblems = (v: StaffDetails): Partial<Record<StaffDetailField, string>> => ({
  name: v.name.trim() ? undefined : 'Please enter their name.',
  login: loginMessage(v.login),
  role: v.role ? undefined : 'Please choose a role.',
  branches: branchesMessage(v.branches, v.role),
});

interface Props {
  /** Prefix of the fields' ids ('desk-add', 'desk-edit'). */
  id: string;
  values: StaffDetails;
  onChange: (values: StaffDetails) => void;
  errors: Partial<Record<StaffDetailField, string>>;
  refs: StaffDetailRefs;
  branches: readonly { id: string; name: string }[];
}

/** A staff member's name, phone or e-mail, role and branches: adding one, and changing one. */
export function StaffDetailsFields({ id, values, onChange, errors, refs, branches }: Props) {
  const set = (field: 'name' | 'login' | 'role') => (e: { target: { value: string } }) => onChange({ ...values, [field]: e.target.value });
  return (
    <>
      <Field id={`${id}-name`} label="Name" error={errors.name}>
        <input
          ref={refs.name}
          id={`${id}-name`}
          type="text"
          autoComplete="off"
          maxLength={100}
          value={values.name}
          onChange={set('name')}
          className={CONTROL_CLASS}
          {...describedBy(`${id}-name`, undefined, errors.name)}
        />
      </Field>
      <Field id={`${id}-login`} label="Phone or e-mail" error={errors.login}>
        <input
          ref={refs.login}
          id={`${id}-login`}
          type="text"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          value={values.login}
          onChange={set('login')}
          className={CONTROL_CLASS}
          {...describedBy(`${id}-login`, undefined, errors.login)}
        />
      </Field>
      <Field id={`${id}-role`} label="Role" error={errors.role}>
        <select
          ref={refs.role}
          id={`${id}-role`}
          value={values.role}
          onChange={(e) =>
            onChange({ ...values, role: e.target.value as Role, branches: e.target.value === 'owner' ? 'all' : values.branches })
          }
          className={CONTROL_CLASS}
          {...describedBy(`${id}-role`, undefined, errors.role)}
        >
          <option value="">Choose a role</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </Field>
      <BranchesField
        id={`${id}-branches`}
        branches={branches}
        value={values.branches}
        onChange={(b) => onChange({ ...values, branches: b })}
        error={errors.branches}
        fixedAll={values.role === 'owner'}
        allRef={refs.branches}
      />
    </>
  );
}

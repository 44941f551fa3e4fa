import { useRef, useState, type FormEvent } from 'react';
import type { StaffMember } from '../../lib/api/desk.ts';
import type { Role } from '../../lib/desk/permissions.ts';
import { Dialog } from '../shared/Dialog.tsx';
import { DialogActions } from '../shared/DialogActions.tsx';
import { useDeskAction } from './deskQuery.ts';
import { StaffDetailsFields, staffDetailProblems, type StaffDetailField, type StaffDetails } from './StaffDetailsFields.tsx';
import { ErrorAlert } from './ErrorAlert.tsx';

const ORDER: readonly StaffDetailField[] = ['name', 'login', 'role', 'branches'];

interface Props {
  member: StaffMember | undefined;
  branches: readonly { id: string; name: string }[];
  onClose: () => void;
  onDone: (message: string) => void;
}

/** The owner changes a staff member's name, phone or e-mail, role and branches; it holds from their next step at the desk. */
export function EditStaffDialog({ member, branches, onClose, onDone }: Props) {
  return (
    <Dialog open={member !== undefined} onClose={onClose} title={member ? `Edit ${member.name}` : ''}>
      {member && <EditForm key={member.id} member={member} branches={branches} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function EditForm({ member, branches, onClose, onDone }: Props & { member: StaffMember }) {
  const refs = {
    name: useRef<HTMLInputElement>(null),
    login: useRef<HTMLInputElement>(null),
    role: useRef<HTMLSelectElement>(null),
    branches: useRef<HTMLInputElement>(null),
  };
  const [values, setValues] = useState<StaffDetails>({
    name: member.name,
    login: member.login,
    role: member.role,
    branches: member.branches,
  });
  const [errors, setErrors] = useState<Partial<Record<StaffDetailField, string>>>({});
  const save = useDeskAction('staffUpdate', { invalidates: ['staffList'] });
  const busy = save.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = staffDetailProblems(values);
    setErrors(found);
    save.reset();
    const first = ORDER.find((f) => found[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    save.mutate(
      { staffId: member.id, name: values.name, login: values.login, role: values.role as Role, branches: values.branches },
      { onSuccess: (res) => onDone(res.message) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
      <StaffDetailsFields id="desk-edit" values={values} onChange={setValues} errors={errors} refs={refs} branches={branches} />
      <ErrorAlert text={save.error?.message ?? ''} />
      <DialogActions confirm="Save changes" working="Saving…" busy={busy} onCancel={onClose} />
    </form>
  );
}

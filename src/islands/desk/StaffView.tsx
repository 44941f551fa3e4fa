import { useState } from 'react';
import type { StaffMember } from '../../lib/api/desk.ts';
import { ROLE_LABELS } from '../../lib/desk/permissions.ts';
import { AddStaffForm } from './AddStaffForm.tsx';
import { useDeskAction, useDeskQuery } from './deskQuery.ts';
import { useDesk } from './deskContext.ts';
import { DisableDialog } from './DisableDialog.tsx';
import { branchesWords } from './BranchesField.tsx';
import { EditStaffDialog } from './EditStaffDialog.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { CARD, HEADING, SECONDARY } from './styles.ts';
import { useViewHeading } from './useViewHeading.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { istTime } from './dayLabel.ts';

/** The owner's staff accounts: who they are, their branches, enabled or not, locked or not, and Edit, Disable, Enable, Reset password, Unlock and Add. */
export function StaffView() {
  const { session, announce } = useDesk();
  const heading = useViewHeading();
  const list = useDeskQuery('staffList');
  const enable = useDeskAction('staffEnable', { invalidates: ['staffList'] });
  const disable = useDeskAction('staffDisable', { invalidates: ['staffList'] });
  const unlock = useDeskAction('staffUnlock', { invalidates: ['staffList'] });
  const [disabling, setDisabling] = useState<StaffMember>();
  const [resetting, setResetting] = useState<StaffMember>();
  const [editing, setEditing] = useState<StaffMember>();
  const staff = list.data?.staff;
  const branches = list.data?.branches ?? [];
  const actions = [enable, disable, unlock];
  const busy = actions.some((a) => a.isPending);
  // The last action's failure, else the list's.
  const error = (actions.find((a) => a.error)?.error ?? list.error)?.message ?? '';

  /** One of the owner's actions on an account: the list read again, and what happened, said aloud. */
  const act = (action: typeof enable, member: StaffMember) => {
    for (const a of actions) a.reset();
    action.mutate({ staffId: member.id }, { onSuccess: (res) => announce(res.message), onSettled: () => setDisabling(undefined) });
  };
  const setActive = (member: StaffMember, active: boolean) => act(active ? enable : disable, member);

  return (
    <section aria-labelledby="desk-staff-heading" className="grid gap-6">
      <div>
        <h1 id="desk-staff-heading" ref={heading} tabIndex={-1} className={HEADING}>
          Staff
        </h1>
        <p className="mt-2 text-neutral-700">Who can sign in to the desk, and as what.</p>
      </div>
      <ErrorAlert text={error} />
      {!staff ? (
        !error && <p className="text-neutral-700">Loading the staff…</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Staff accounts">
          {staff.map((m) => (
            <li key={m.id} className={CARD}>
              <p className="text-lg font-semibold text-neutral-900">
                {m.name}
                {m.id === session.staff.id && <span className="font-normal text-neutral-700"> (you)</span>}
              </p>
              <p className="text-neutral-700">
                {ROLE_LABELS[m.role]} · <span className="break-all">{m.login}</span>
              </p>
              <p className="text-neutral-700">{branchesWords(m.branches, branches)}</p>
              <p className={`mt-1 text-sm font-semibold ${m.active ? 'text-green-800' : 'text-red-800'}`}>
                {m.active ? 'Active' : 'Disabled'}
              </p>
              {m.lockedUntil && (
                <div className="mt-2 grid justify-items-start gap-2">
                  <p className="text-sm font-semibold text-red-800">
                    Locked by failed sign-ins until {istTime(m.lockedUntil)}, except on devices they signed in from before.
                  </p>
                  <button type="button" disabled={busy} className={SECONDARY} onClick={() => act(unlock, m)}>
                    Unlock<span className="sr-only"> {m.name}</span>
                  </button>
                </div>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                <button type="button" disabled={busy} className={SECONDARY} onClick={() => setEditing(m)}>
                  Edit<span className="sr-only"> {m.name}</span>
                </button>
                {m.id !== session.staff.id && (
                  <>
                    {m.active ? (
                      <button type="button" disabled={busy} className={SECONDARY} onClick={() => setDisabling(m)}>
                        Disable<span className="sr-only"> {m.name}</span>
                      </button>
                    ) : (
                      <button type="button" disabled={busy} className={SECONDARY} onClick={() => setActive(m, true)}>
                        Enable<span className="sr-only"> {m.name}</span>
                      </button>
                    )}
                    <button type="button" disabled={busy} className={SECONDARY} onClick={() => setResetting(m)}>
                      Reset password<span className="sr-only"> of {m.name}</span>
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddStaffForm onAdded={announce} branches={branches} />
      <EditStaffDialog
        member={editing}
        branches={branches}
        onClose={() => setEditing(undefined)}
        onDone={(message) => {
          setEditing(undefined);
          announce(message);
        }}
      />
      <DisableDialog
        member={disabling}
        busy={busy}
        onConfirm={() => disabling && setActive(disabling, false)}
        onClose={() => setDisabling(undefined)}
      />
      <ResetPasswordDialog
        member={resetting}
        onClose={() => setResetting(undefined)}
        onDone={(message) => {
          setResetting(undefined);
          announce(message);
        }}
      />
    </section>
  );
}

import { useCallback, useEffect, useState } from 'react';
import type { StaffMember } from '../../lib/api/desk.ts';
import { ROLE_LABELS } from '../../lib/desk/permissions.ts';
import { AddStaffForm } from './AddStaffForm.tsx';
import { deskApi, DeskError } from './deskApi.ts';
import { useDesk } from './deskContext.ts';
import { DisableDialog } from './DisableDialog.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { CARD, HEADING, SECONDARY } from './styles.ts';
import { useViewHeading } from './useViewHeading.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { istTime } from './dayLabel.ts';

const messageOf = (failure: unknown) => (failure instanceof DeskError ? failure.message : String(failure));

/** The owner's staff accounts: who they are, enabled or not, locked or not, and Disable, Enable, Reset password, Unlock and Add. */
export function StaffView() {
  const { session, announce } = useDesk();
  const heading = useViewHeading();
  const [staff, setStaff] = useState<StaffMember[]>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [disabling, setDisabling] = useState<StaffMember>();
  const [resetting, setResetting] = useState<StaffMember>();

  const load = useCallback(async () => {
    setError('');
    try {
      setStaff((await deskApi.staffList()).staff);
    } catch (failure) {
      setError(messageOf(failure));
    }
  }, []);
  useEffect(() => void load(), [load]);

  const replace = (member: StaffMember) => setStaff((list) => list?.map((m) => (m.id === member.id ? member : m)));

  /** One of the owner's actions on an account: the account as it is after, and what happened, said aloud. */
  const act = async (call: typeof deskApi.staffEnable, member: StaffMember) => {
    setBusy(true);
    setError('');
    try {
      const res = await call({ staffId: member.id });
      replace(res.member);
      announce(res.message);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
      setDisabling(undefined);
    }
  };
  const setActive = (member: StaffMember, active: boolean) => act(active ? deskApi.staffEnable : deskApi.staffDisable, member);

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
              <p className={`mt-1 text-sm font-semibold ${m.active ? 'text-green-800' : 'text-red-800'}`}>
                {m.active ? 'Active' : 'Disabled'}
              </p>
              {m.lockedUntil && (
                <div className="mt-2 grid justify-items-start gap-2">
                  <p className="text-sm font-semibold text-red-800">
                    Locked by failed sign-ins until {istTime(m.lockedUntil)}, except on devices they signed in from before.
                  </p>
                  <button type="button" disabled={busy} className={SECONDARY} onClick={() => void act(deskApi.staffUnlock, m)}>
                    Unlock<span className="sr-only"> {m.name}</span>
                  </button>
                </div>
              )}
              {m.id !== session.staff.id && (
                <div className="mt-3 flex flex-wrap gap-2">
                  {m.active ? (
                    <button type="button" disabled={busy} className={SECONDARY} onClick={() => setDisabling(m)}>
                      Disable<span className="sr-only"> {m.name}</span>
                    </button>
                  ) : (
                    <button type="button" disabled={busy} className={SECONDARY} onClick={() => void setActive(m, true)}>
                      Enable<span className="sr-only"> {m.name}</span>
                    </button>
                  )}
                  <button type="button" disabled={busy} className={SECONDARY} onClick={() => setResetting(m)}>
                    Reset password<span className="sr-only"> of {m.name}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <AddStaffForm
        onAdded={(member, message) => {
          setStaff((list) => [...(list ?? []), member]);
          announce(message);
        }}
      />
      <DisableDialog
        member={disabling}
        busy={busy}
        onConfirm={() => disabling && void setActive(disabling, false)}
        onClose={() => setDisabling(undefined)}
      />
      <ResetPasswordDialog
        member={resetting}
        onClose={() => setResetting(undefined)}
        onDone={(member, message) => {
          replace(member);
          setResetting(undefined);
          announce(message);
        }}
      />
    </section>
  );
}

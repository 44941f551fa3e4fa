import type { FormEvent } from 'react';
import type { StaffMember } from '../../lib/api/desk.ts';
import { AUDIT_FAMILIES, AUDIT_FAMILY_NAMES, AUDIT_GROUPS, type AuditFamily } from '../../lib/desk/auditActions.ts';
import { DayField } from './DayField.tsx';
import { CONTROL, LABEL } from './fieldStyles.ts';
import { CARD, PRIMARY } from './styles.ts';

export interface AuditFilter {
  staffId: string;
  action: AuditFamily | '';
  from: string;
  to: string;
}
export const NO_AUDIT_FILTER: AuditFilter = { staffId: '', action: '', from: '', to: '' };

interface Props {
  filter: AuditFilter;
  onChange: (filter: AuditFilter) => void;
  onSubmit: () => void;
  /** Every account, for the person filter (disabled ones too: their past is in the log). */
  staff: StaffMember[];
  busy: boolean;
}

/** The audit log's filters: a person, a kind of action (grouped), and days in India; Show applies them. */
export function AuditFilterForm({ filter, onChange, onSubmit, staff, busy }: Props) {
  const set = (field: keyof AuditFilter) => (e: { target: { value: string } }) =>
    onChange({ ...filter, [field]: e.target.value } as AuditFilter);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} aria-label="Filter the audit log" className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end ${CARD}`}>
      <div>
        <label htmlFor="desk-audit-staff" className={LABEL}>
          Person
        </label>
        <select id="desk-audit-staff" value={filter.staffId} onChange={set('staffId')} className={CONTROL}>
          <option value="">Everyone</option>
          {staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
              {s.active ? '' : ' (disabled)'}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="desk-audit-action" className={LABEL}>
          Action
        </label>
        <select id="desk-audit-action" value={filter.action} onChange={set('action')} className={CONTROL}>
          <option value="">All actions</option>
          {AUDIT_GROUPS.map((group) => (
            <optgroup key={group} label={group}>
              {AUDIT_FAMILY_NAMES.filter((f) => AUDIT_FAMILIES[f].group === group).map((f) => (
                <option key={f} value={f}>
                  {AUDIT_FAMILIES[f].label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <DayField id="desk-audit-from" label="From day" value={filter.from} onChange={(from) => onChange({ ...filter, from })} />
      <DayField id="desk-audit-to" label="To day" value={filter.to} onChange={(to) => onChange({ ...filter, to })} />
      <button type="submit" disabled={busy} className={PRIMARY}>
        Show
      </button>
    </form>
  );
}

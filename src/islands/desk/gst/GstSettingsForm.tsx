import { useState, type FormEvent } from 'react';
import type { DeskResponseOf } from '../../../lib/api/deskCalls.ts';
import { GST_FIELD_ORDER, checkGstForm, gstRequestOf, type GstForm, type GstFormErrors } from '../../../lib/invoice/gstForm.ts';
import { CONTROL_CLASS, describedBy } from '../../shared/Field.tsx';
import { istTime } from '../dayLabel.ts';
import { READ_EACH_OPENING, useDeskAction, useDeskQuery } from '../deskQuery.ts';
import { useDesk } from '../deskContext.ts';
import { ErrorAlert } from '../ErrorAlert.tsx';
import { CARD, PRIMARY } from '../styles.ts';

type Saved = Omit<DeskResponseOf<'gstSettings'>, 'success' | 'message'>;

const ID = (field: keyof GstForm) => `desk-gst-${field}`;
/** The id describedBy gives a control's message. */
const errorIdOf = (id: string) => `${id}-error`;

const HINTS: Partial<Record<keyof GstForm, string>> = {
  gstin: 'Leave it empty for a branch not registered for GST: its invoices then carry no tax lines.',
  address: 'As the GST registration has it; printed on the tax invoices.',
  ratePercent: 'The tax included in every price, for all the branches (18 for a venue’s service).',
  sac: 'The service’s accounting code on every tax invoice (999692: other recreational services).',
  venueState: 'Where the venues are (36 for Telangana): a GSTIN of another state charges IGST instead of CGST and SGST.',
};

const LABELS: Record<Exclude<keyof GstForm, 'branchId'>, string> = {
  legalName: 'Legal name',
  gstin: 'GSTIN',
  address: 'Registered address',
  ratePercent: 'GST rate (%)',
  sac: 'SAC code',
  venueState: 'State code of the venues',
};

const formOf = (saved: Saved, branchId: string): GstForm => {
  const branch = saved.branches.find((b) => b.branchId === branchId) ?? saved.branches[0];
  return {
    branchId: branch?.branchId ?? '',
    legalName: branch?.legalName ?? '',
    gstin: branch?.gstin ?? '',
    address: branch?.address ?? '',
    ratePercent: String(saved.business.ratePercent),
    sac: saved.business.sac,
    venueState: saved.business.venueState,
  };
};

/**
 * The owner's GST settings: a branch's legal name, GSTIN and registered address, and the rate, the
 * service's code and the venues' state for all of them. With a GSTIN, the branch's invoices are tax
 * invoices, numbered in the financial year's series; without one they carry no tax.
 */
export function GstSettingsForm() {
  const read = useDeskQuery('gstSettings', undefined, READ_EACH_OPENING);
  if (!read.data)
    return read.error ? <ErrorAlert text={read.error.message} /> : <p className="text-neutral-700">Loading the GST settings…</p>;
  return <GstEditor initial={read.data} />;
}

function GstEditor({ initial }: { initial: Saved }) {
  const { announce } = useDesk();
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState(() => formOf(initial, initial.branches[0]?.branchId ?? ''));
  const [errors, setErrors] = useState<GstFormErrors>({});
  const [error, setError] = useState('');
  const save = useDeskAction('gstSettingsSave');
  const busy = save.isPending;
  const branch = saved.branches.find((b) => b.branchId === form.branchId);

  const showProblems = (found: GstFormErrors) => {
    setErrors(found);
    const first = GST_FIELD_ORDER.find((k) => found[k]);
    if (first) requestAnimationFrame(() => document.getElementById(ID(first))?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError('');
    const found = checkGstForm(form);
    showProblems(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(gstRequestOf(form), {
      onSuccess: (res) => {
        setSaved(res);
        setForm(formOf(res, form.branchId));
        announce(res.message);
      },
      onError: (failure) => {
        const refused = Object.fromEntries(GST_FIELD_ORDER.flatMap((k) => (failure.fields[k] ? [[k, failure.fields[k]]] : [])));
        if (Object.keys(refused).length > 0) showProblems(refused);
        else setError(failure.message);
      },
    });
  };

  const input = (
    field: Exclude<keyof GstForm, 'branchId'>,
    o: { maxLength: number; inputMode?: 'numeric' | 'decimal'; autoComplete?: string; rows?: number },
  ) => {
    const id = ID(field);
    const hint = HINTS[field];
    const props = {
      id,
      className: CONTROL_CLASS,
      value: form[field],
      maxLength: o.maxLength,
      autoComplete: o.autoComplete ?? 'off',
      spellCheck: false,
      onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value })),
      ...describedBy(id, hint, errors[field]),
    };
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-neutral-800">
          {LABELS[field]}
        </label>
        {o.rows ? <textarea rows={o.rows} {...props} /> : <input type="text" inputMode={o.inputMode} {...props} />}
        {hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600">
            {hint}
          </p>
        )}
        {errors[field] && (
          <p id={errorIdOf(id)} className="mt-1 text-sm font-medium text-red-700">
            {errors[field]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="desk-gst-heading" className={`grid max-w-2xl gap-5 ${CARD}`}>
      <h2 id="desk-gst-heading" className="text-lg font-bold text-brand-800">
        GST invoices
      </h2>
      <div>
        <label htmlFor={ID('branchId')} className="mb-1 block text-sm font-semibold text-neutral-800">
          Branch
        </label>
        <select
          id={ID('branchId')}
          className={CONTROL_CLASS}
          value={form.branchId}
          onChange={(e) => {
            setErrors({});
            setForm(formOf(saved, e.target.value));
          }}
          {...describedBy(ID('branchId'), undefined, errors.branchId)}
        >
          {saved.branches.map((b) => (
            <option key={b.branchId} value={b.branchId}>
              {b.name}
            </option>
          ))}
        </select>
        {errors.branchId && (
          <p id={errorIdOf(ID('branchId'))} className="mt-1 text-sm font-medium text-red-700">
            {errors.branchId}
          </p>
        )}
      </div>
      {input('legalName', { maxLength: 200, autoComplete: 'organization' })}
      {input('gstin', { maxLength: 20 })}
      {input('address', { maxLength: 400, rows: 3 })}
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-neutral-800">For every branch</legend>
        {input('ratePercent', { maxLength: 5, inputMode: 'decimal' })}
        {input('sac', { maxLength: 6, inputMode: 'numeric' })}
        {input('venueState', { maxLength: 2, inputMode: 'numeric' })}
      </fieldset>
      <ErrorAlert text={error} />
      {branch?.updatedBy && branch.updatedAt && (
        <p className="text-sm text-neutral-700">
          Last changed by {branch.updatedBy}, {istTime(branch.updatedAt)}.
        </p>
      )}
      <button type="submit" disabled={busy} className={`${PRIMARY} justify-self-start`}>
        {busy ? 'Saving…' : 'Save the GST settings'}
      </button>
    </form>
  );
}

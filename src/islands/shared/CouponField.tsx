import { CONTROL_CLASS, describedBy } from './Field.tsx';
import { useEarlyInput } from './useEarlyInput.ts';
import { useHydrated } from './useHydrated.ts';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Once applied the code cannot change and the button reads Applied (disabled). */
  applied: boolean;
  busy: boolean;
  onApply: () => void;
  /** A refusal to show tied to the field; the success message shows below it. */
  error?: string;
  success?: string | null;
}

/** A coupon code with Apply (Enter applies too), and the coupon check's message below it, read out as it comes. */
export function CouponField({ id, label, value, onChange, applied, busy, onApply, error, success }: Props) {
  // A code typed before hydration is kept; Apply waits for the island (before it, the form would
  // submit itself to the page's address and reload it).
  useEarlyInput({ [id]: onChange });
  const hydrated = useHydrated();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!applied && !busy) onApply();
      }}
    >
      <label htmlFor={id} className="block font-semibold text-neutral-900">
        {label}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder="Enter coupon code"
          readOnly={applied}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={CONTROL_CLASS}
          {...describedBy(id, undefined, error)}
        />
        <button
          type="submit"
          disabled={applied || busy || !hydrated}
          className="min-h-12 shrink-0 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-700"
        >
          {applied ? 'Applied' : busy ? 'Checking...' : 'Apply'}
        </button>
      </div>
      <p
        id={error ? `${id}-error` : undefined}
        role="status"
        className={`mt-2 text-sm font-medium ${error ? 'text-red-700' : 'text-green-800'}`}
      >
        {error ?? success}
      </p>
    </form>
  );
}

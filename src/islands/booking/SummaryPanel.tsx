import { useHydrated } from '../shared/useHydrated.ts';
import { useEffect, useId, useState } from 'react';
import { cakeWeightLabel } from '../../lib/booking/cakeWeight.ts';
import { cakeLineRupees } from '../../lib/booking/wire.ts';
import { formatRupees } from '../../lib/money.ts';
import type { BookingChoice } from '../../lib/stores/booking.ts';
import type { WizardState } from '../../lib/stores/wizard.ts';
import type { WizardAmounts } from '../../lib/booking/wizardQuote.ts';
import { amountsFor, type Charges } from './amounts.ts';
import { bookingDayLabel } from '../../lib/booking/dayLabel.ts';
import { slotLabel } from '../../lib/booking/slots.ts';

interface Props {
  choice: BookingChoice | null;
  wizard: WizardState;
  charges: Charges;
  /** The add-ons step and the terms step also show the advance and what remains. */
  withAdvance?: boolean;
}

/** The spec opens the panel by default on screens over 768 px wide. */
const WIDE = '(min-width: 769px)';

/** A label and its figure; `name` marks the figure for the page's tests (data-summary). */
export function SummaryRow({ label, value, name, strong = false }: { label: string; value: string; name?: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 py-1.5 ${strong ? 'font-bold text-neutral-900' : 'text-neutral-800'}`}>
      <dt>{label}</dt>
      <dd data-summary={name} className="text-right tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/** The customer's own words for the decorators and the baker, quoted as they will be read, when given. */
function NoteRows({ wizard, cake }: { wizard: WizardState; cake: boolean }) {
  const theme = wizard.decorationTheme.trim();
  const message = wizard.cakeMessage.trim();
  return (
    <>
      {theme && <SummaryRow label="Decoration theme" value={`“${theme}”`} name="decoration-theme" />}
      {cake && message && <SummaryRow label="Message on the cake" value={`“${message}”`} name="cake-message" />}
    </>
  );
}

const rupees = (figures: WizardAmounts | null, n: number | undefined) => (figures && n !== undefined ? formatRupees(n) : '—');

interface RowsProps {
  wizard: WizardState;
  figures: WizardAmounts | null;
}

function theatreLabel(persons: number): string {
  return `Theatre Price${persons > 0 ? ` (${persons} ${persons === 1 ? 'person' : 'people'})` : ''}`;
}

/** The basic plan: theatre, extra persons, occasion, cakes and add-ons. */
function BasicRows({ wizard, figures }: RowsProps) {
  const persons = wizard.details.noOfPersons;
  return (
    <>
      <SummaryRow label={theatreLabel(persons)} value={rupees(figures, figures?.theatrePrice)} name="theatre" />
      {figures && figures.extraAddedPersonsForTheatre > 0 && (
        <SummaryRow
          label={`Extra Persons (${figures.extraAddedPersonsForTheatre})`}
          value={rupees(figures, figures.extraPersonPrice)}
          name="extra"
        />
      )}
      <SummaryRow
        label={`Occasion${wizard.occasion ? ` (${wizard.occasion.name})` : ''}`}
        value={wizard.occasion ? rupees(figures, figures?.occasionPrice) : '—'}
        name="occasion"
      />
      <div className="py-1.5">
        <dt className="text-neutral-800">Cakes</dt>
        <dd data-summary="cakes">
          {wizard.cakes.length === 0 ? (
            <p className="text-neutral-600">No cakes in the cart</p>
          ) : (
            <ul className="mt-1 space-y-1">
              {wizard.cakes.map((c) => (
                <li key={c._id} className="flex justify-between gap-3 text-neutral-700">
                  <span>
                    {c.name} ({cakeWeightLabel[c.weight]})
                  </span>
                  <span className="tabular-nums">{formatRupees(cakeLineRupees(c.price, c.weight))}</span>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
      <NoteRows wizard={wizard} cake={wizard.cakes.length > 0} />
      <div className="py-1.5">
        <dt className="text-neutral-800">Add-ons</dt>
        <dd data-summary="addons">
          {wizard.addons.length === 0 ? (
            <p className="text-neutral-600">No add-ons chosen</p>
          ) : (
            <ul className="mt-1 space-y-1">
              {wizard.addons.map((a) => (
                <li key={a._id} className="flex justify-between gap-3 text-neutral-700">
                  <span>{a.name}</span>
                  <span className="tabular-nums">{formatRupees(a.price)}</span>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </>
  );
}

/** A combo: the package, the theatre only when the package leaves it out, extra persons, the occasion and the package's cake. */
function ComboRows({ wizard, figures }: RowsProps) {
  const plan = wizard.comboPlan;
  return (
    <>
      <SummaryRow
        label={`Plan${plan ? ` (${plan.name})` : ''}`}
        value={plan ? rupees(figures, figures?.planOfferPrice) : '—'}
        name="plan"
      />
      {figures && figures.theatrePrice > 0 && (
        <SummaryRow label={theatreLabel(wizard.details.noOfPersons)} value={rupees(figures, figures.theatrePrice)} name="theatre" />
      )}
      {figures && figures.extraAddedPersonsForTheatre > 0 && (
        <SummaryRow
          label={`Extra Persons (${figures.extraAddedPersonsForTheatre})`}
          value={rupees(figures, figures.extraPersonPrice)}
          name="extra"
        />
      )}
      <SummaryRow label="Occasion" value={wizard.occasion ? wizard.occasion.name : '—'} name="occasion" />
      {wizard.planCake && (
        <SummaryRow label="Cake" value={`${wizard.planCake.name}${wizard.flavour ? ` (${wizard.flavour})` : ''}`} name="cake" />
      )}
      <NoteRows wizard={wizard} cake={Boolean(wizard.planCake)} />
    </>
  );
}

/**
 * The booking summary beside (desktop) or below (phone) each step: theatre, occasion, cakes, add-ons
 * and the totals. It shows the server's figures once the server has priced what is on screen, and
 * the same rules' figures until then (see wizardQuote.ts): never a number the server then changes.
 */
export function SummaryPanel({ choice, wizard, charges, withAdvance = false }: Props) {
  const hydrated = useHydrated();
  const bodyId = useId();
  // Unknown until hydration: the panel's CSS opens it on wide screens meanwhile.
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => setOpen(window.matchMedia(WIDE).matches), []);

  const figures = choice ? amountsFor(choice, wizard, charges).amounts : null;
  const combo = wizard.plan === 'combo';

  return (
    <section aria-labelledby={`${bodyId}-h`} className="rounded-2xl border border-neutral-200 bg-white shadow-sm">
      <h2 id={`${bodyId}-h`} className="m-0">
        <button
          type="button"
          aria-expanded={open ?? undefined}
          aria-controls={bodyId}
          disabled={!hydrated}
          onClick={() => setOpen((v) => !(v ?? window.matchMedia(WIDE).matches))}
          className="flex min-h-12 w-full items-center justify-between gap-3 px-4 py-3 text-left text-lg font-bold text-brand-800"
        >
          Booking Summary
          <span className="flex items-center gap-2 text-base">
            {figures && <span className="tabular-nums">{formatRupees(figures.totalPrice)}</span>}
            <span aria-hidden="true">{open ? '▲' : '▼'}</span>
          </span>
        </button>
      </h2>
      <div
        id={bodyId}
        className={`border-t border-neutral-200 px-4 pb-4 ${open === null ? 'hidden min-[769px]:block' : open ? 'block' : 'hidden'}`}
      >
        {choice && (
          <p className="pt-3 text-sm text-neutral-700">
            <span className="font-semibold text-neutral-900">{choice.theatre.name}</span>, {choice.location.name}
            <br />
            {bookingDayLabel(choice.date)}, {slotLabel(choice.time)}
          </p>
        )}
        <dl className="mt-2 divide-y divide-neutral-100 text-sm">
          {combo ? <ComboRows wizard={wizard} figures={figures} /> : <BasicRows wizard={wizard} figures={figures} />}
          <SummaryRow label="Sub Total" value={rupees(figures, figures?.subTotal)} name="subtotal" />
          <SummaryRow
            label={`Coupon${wizard.coupon ? ` (${wizard.coupon.code})` : ''}`}
            value={figures ? `- ${formatRupees(figures.couponAmount)}` : '—'}
            name="coupon"
          />
          <SummaryRow label="Total" value={rupees(figures, figures?.totalPrice)} name="total" strong />
          {withAdvance && (
            <>
              <SummaryRow label="Advance Amount" value={rupees(figures, figures?.advancePayment)} name="advance" />
              <SummaryRow label="Remaining Amount" value={rupees(figures, figures?.remainingAmount)} name="remaining" />
            </>
          )}
        </dl>
        {combo && !wizard.comboPlan && (
          <p className="mt-2 text-xs text-neutral-600">The combo plan's price is added when you choose your package.</p>
        )}
      </div>
    </section>
  );
}

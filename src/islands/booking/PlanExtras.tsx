import type { PlanProductItem } from '../../lib/booking/comboPlan.ts';
import { CONTROL_CLASS, Field, describedBy } from '../shared/Field.tsx';
import { Picture } from '../shared/Picture.tsx';
import { CARD_GRID, CARD_SIZES } from './ChoiceCard.tsx';

export const FLAVOUR_ID = 'plan-flavour';
/** The note shown while the package's extras load or fail to: focusable, for 'Continue with Add-Ons'. */
export const EXTRAS_ID = 'plan-extras';
/** Where 'Continue with Add-Ons' leads, first found first: the flavour to pick, else the extras' headings, else the note. */
export const EXTRAS_TARGETS = [FLAVOUR_ID, 'plan-cake-h', 'plan-addons-h', EXTRAS_ID];

interface Props {
  cake: { name: string; image: string; cakeType: 'egg' | 'eggless' | null } | null;
  addons: PlanProductItem[];
  flavours: string[];
  flavour: string;
  flavourError: string | undefined;
  onFlavour: (flavour: string) => void;
}

const BADGE = {
  egg: { label: 'Egg', className: 'border-red-700 text-red-800' },
  eggless: { label: 'Eggless', className: 'border-green-700 text-green-800' },
} as const;

/** What the chosen package brings: its cake, whose flavour the customer picks, and the add-ons it includes. */
export function PlanExtras({ cake, addons, flavours, flavour, flavourError, onFlavour }: Props) {
  return (
    <>
      {cake && (
        <section aria-labelledby="plan-cake-h" className="mt-8">
          <h2 id="plan-cake-h" tabIndex={-1} className="text-xl font-bold text-neutral-900">
            Your Cake
          </h2>
          <div className="mt-3 flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start">
            <Picture
              sources={null}
              path={cake.image}
              alt=""
              sizes={CARD_SIZES}
              width={400}
              height={400}
              className="aspect-square w-32 rounded-xl object-cover"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-3">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-neutral-900">{cake.name}</span>
                {cake.cakeType && (
                  <span
                    data-plan="cake-type"
                    className={`rounded-full border-2 px-2 py-0.5 text-xs font-bold ${BADGE[cake.cakeType].className}`}
                  >
                    {BADGE[cake.cakeType].label}
                  </span>
                )}
              </p>
              <Field id={FLAVOUR_ID} label="Select Flavor" error={flavourError}>
                <select
                  id={FLAVOUR_ID}
                  required
                  value={flavours.includes(flavour) ? flavour : ''}
                  onChange={(e) => onFlavour(e.target.value)}
                  className={CONTROL_CLASS}
                  {...describedBy(FLAVOUR_ID, undefined, flavourError)}
                >
                  <option value="">Choose a flavor</option>
                  {flavours.map((f) => (
                    <option key={f} value={f}>
                      {f}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
          </div>
        </section>
      )}
      {addons.length > 0 && (
        <section aria-labelledby="plan-addons-h" className="mt-8">
          <h2 id="plan-addons-h" tabIndex={-1} className="text-xl font-bold text-neutral-900">
            Add-ons Included
          </h2>
          <ul className={`mt-3 ${CARD_GRID}`}>
            {addons.map((a) => (
              <li key={a._id} className="overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm">
                <Picture
                  sources={null}
                  path={a.image}
                  alt=""
                  sizes={CARD_SIZES}
                  width={400}
                  height={400}
                  className="aspect-square w-full object-cover"
                />
                <p className="p-3 font-semibold text-neutral-900">{a.name}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

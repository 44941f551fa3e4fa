import type { Cake, Product } from '../../lib/api/catalogue.ts';
import { groupByCategory } from '../../lib/booking/onePageStages.ts';
import { formatRupees } from '../../lib/money.ts';
import { cakePriceLabel } from '../../lib/site/cakePriceLabel.ts';
import { setCakeMessage, toggleAddon, toggleCake, type ChosenAddon, type ChosenCake } from '../../lib/stores/wizard.ts';
import { CelebrationNoteField } from '../shared/CelebrationNoteField.tsx';
import { CakeWeightSelect } from '../booking/CakeWeightSelect.tsx';
import { Loading } from './Section.tsx';

const CHECK_ROW = 'flex min-h-11 items-center gap-3 text-neutral-900';
const CHECKBOX = 'size-5 shrink-0 accent-brand-600';

interface Props {
  /** The occasion's cakes and add-on products; null while they load. */
  cakes: Cake[] | null;
  products: Product[] | null;
  chosenCakes: ChosenCake[];
  chosenAddons: ChosenAddon[];
  cakeMessage: string;
}

/** A basic booking's cakes (each at its weight) with the message on them, and add-ons, as check boxes. */
export function NormalExtras({ cakes, products, chosenCakes, chosenAddons, cakeMessage }: Props) {
  return (
    <>
      <fieldset>
        <legend className="mb-2 text-lg font-bold text-neutral-900">Cakes</legend>
        {cakes === null ? (
          <Loading what="cakes" />
        ) : cakes.length === 0 ? (
          <p className="text-neutral-700">No cakes are available right now.</p>
        ) : (
          <ul className="space-y-2">
            {cakes.map((cake) => {
              const inCart = chosenCakes.find((c) => c._id === cake._id);
              const id = `cake-${cake._id}`;
              return (
                <li key={cake._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                  <label htmlFor={id} className={CHECK_ROW}>
                    <input id={id} type="checkbox" checked={Boolean(inCart)} onChange={() => toggleCake(cake)} className={CHECKBOX} />
                    <span>
                      {cake.name}{' '}
                      <span className="text-sm text-neutral-700">
                        ({cake.cakeType === 'egg' ? 'Egg' : 'Eggless'}, {cakePriceLabel(cake.price)})
                      </span>
                    </span>
                  </label>
                  <CakeWeightSelect cake={cake} inCart={inCart} className="w-auto!" />
                </li>
              );
            })}
          </ul>
        )}
        {chosenCakes.length > 0 && (
          <div className="mt-3">
            <CelebrationNoteField note="cakeMessage" id="onepage-cake-message" value={cakeMessage} onChange={setCakeMessage} />
          </div>
        )}
      </fieldset>
      {products === null ? (
        <Loading what="add-ons" />
      ) : products.length === 0 ? (
        <p className="text-neutral-700">No add-ons are available right now.</p>
      ) : (
        groupByCategory(products).map((group) => (
          <fieldset key={group.name}>
            <legend className="mb-2 text-lg font-bold text-neutral-900">{group.name}</legend>
            <ul className="grid gap-1 sm:grid-cols-2">
              {group.products.map((p) => (
                <li key={p._id}>
                  <label className={CHECK_ROW}>
                    <input
                      type="checkbox"
                      checked={chosenAddons.some((a) => a._id === p._id)}
                      onChange={() => toggleAddon(p)}
                      className={CHECKBOX}
                    />
                    <span>
                      {p.name} <span className="text-sm text-neutral-700">({formatRupees(p.price)})</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))
      )}
    </>
  );
}

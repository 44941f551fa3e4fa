import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { PhoneOptions } from '../../../lib/api/deskPhoneBookings.ts';
import type { VenueMenuResponse } from '../../../lib/api/deskVenueSales.ts';
import { CAKE_WEIGHTS, cakeWeightLabel, type CakeWeight } from '../../../lib/booking/cakeWeight.ts';
import { formatRupees } from '../../../lib/money.ts';
import { CONTROL_CLASS } from '../../shared/Field.tsx';
import type { SaleChoice } from './saleChoice.ts';

const LABEL = 'mb-1 block text-sm font-semibold text-neutral-800';

interface Props {
  choice: SaleChoice;
  set: (change: Partial<SaleChoice>) => void;
  options: PhoneOptions | undefined;
  menu: z.infer<typeof VenueMenuResponse> | undefined;
}

/** The fields of the kind of line chosen: how many, which cake and its weight, which add-on, which dish. */
export function SaleChoiceFields({ choice, set, options, menu }: Props) {
  const { kind } = choice;
  const count = (label: string) => (
    <Labelled id="desk-sale-count" label={label}>
      <input
        id="desk-sale-count"
        type="number"
        inputMode="numeric"
        min={1}
        max={kind === 'food' ? 99 : 20}
        value={choice.count}
        onChange={(e) => set({ count: e.target.value })}
        className={CONTROL_CLASS}
      />
    </Labelled>
  );
  // `reading`: what the select says while its list is on its way; '' once it is here.
  const pick = (
    id: string,
    label: string,
    value: string,
    onPick: (v: string) => void,
    reading: string,
    items: [string, string][],
    none: string,
  ) => (
    <Labelled id={id} label={label}>
      <select id={id} value={value} onChange={(e) => onPick(e.target.value)} className={CONTROL_CLASS} disabled={Boolean(reading)}>
        <option value="">{reading || none}</option>
        {items.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </Labelled>
  );

  if (kind === 'persons') return count('How many more persons');
  if (kind === 'cake')
    return (
      <>
        {pick(
          'desk-sale-cake',
          'Cake',
          choice.cakeId,
          (cakeId) => set({ cakeId }),
          options ? '' : 'Reading the cakes…',
          (options?.cakes ?? []).map((c) => [c._id, `${c.name} (${c.cakeType}), ${formatRupees(c.price)} a 500 gm`]),
          'Choose a cake',
        )}
        <Labelled id="desk-sale-weight" label="Weight">
          <select
            id="desk-sale-weight"
            value={choice.weight}
            onChange={(e) => set({ weight: e.target.value as CakeWeight })}
            className={CONTROL_CLASS}
          >
            {CAKE_WEIGHTS.map((w) => (
              <option key={w} value={w}>
                {cakeWeightLabel[w]}
              </option>
            ))}
          </select>
        </Labelled>
      </>
    );
  if (kind === 'addon')
    return pick(
      'desk-sale-addon',
      'Add-on',
      choice.addonId,
      (addonId) => set({ addonId }),
      options ? '' : 'Reading the add-ons…',
      (options?.addons ?? []).map((a) => [a._id, `${a.name}, ${formatRupees(a.price)}`]),
      'Choose an add-on',
    );
  const dishes = menu?.dishes ?? [];
  return (
    <>
      {pick(
        'desk-sale-dish',
        'Dish',
        choice.dishId,
        (dishId) => set({ dishId }),
        menu ? '' : 'Reading the menu…',
        dishes.map((d) => [d._id, `${d.name} (${d.foodType}, ${d.category}), ${formatRupees(d.price)}`]),
        dishes.length === 0 && menu ? 'No dish has a price at the venue yet' : 'Choose a dish',
      )}
      {count('How many')}
    </>
  );
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children}
    </div>
  );
}

import { CAKE_WEIGHTS, cakeWeightLabel, type CakeWeight } from '../../lib/booking/cakeWeight.ts';
import type { ChosenCake } from '../../lib/stores/wizard.ts';
import { setCakeWeight } from '../../lib/stores/wizard.ts';
import { CONTROL_CLASS } from '../shared/Field.tsx';

/** A cake's weight (500 gm to 3 kg), with its label for screen readers; only a cake in the cart has one to choose. */
export function CakeWeightSelect({
  cake,
  inCart,
  className = '',
}: {
  cake: { _id: string; name: string };
  inCart: ChosenCake | undefined;
  className?: string;
}) {
  const id = `weight-${cake._id}`;
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Weight of {cake.name}
      </label>
      <select
        id={id}
        disabled={!inCart}
        value={inCart?.weight ?? '500'}
        onChange={(e) => setCakeWeight(cake._id, e.target.value as CakeWeight)}
        className={`${CONTROL_CLASS} ${className} disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-600`}
      >
        {CAKE_WEIGHTS.map((w) => (
          <option key={w} value={w}>
            {cakeWeightLabel[w]}
          </option>
        ))}
      </select>
    </>
  );
}

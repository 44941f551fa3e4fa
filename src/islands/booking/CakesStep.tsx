import { useState } from 'react';
import { cakePriceLabel } from '../../lib/site/cakePriceLabel.ts';
import { displayPhone, telHref } from '../../lib/site/config.ts';
import type { CakeCard } from '../../lib/site/wizardCatalogue.ts';
import { setCakeMessage, toggleCake } from '../../lib/stores/wizard.ts';
import type { Charges } from './amounts.ts';
import { bookingCall } from '../../client/bookingApi.ts';
import { CakeWeightSelect } from './CakeWeightSelect.tsx';
import { CelebrationNoteField } from '../shared/CelebrationNoteField.tsx';
import { CARD_GRID, ChoiceCard } from './ChoiceCard.tsx';
import { useStepSave } from './useStepSave.ts';
import { cakesBody } from './updateBodies.ts';
import { ProceedButton, StepShell } from './StepShell.tsx';
import { SummaryPanel } from './SummaryPanel.tsx';
import { useHeadingFocus, useWizard } from './useWizard.ts';

type CakeType = 'egg' | 'eggless';

interface Props {
  cakes: Record<CakeType, CakeCard[]>;
  charges: Charges;
  /** The business phone, for customised cakes. */
  phone: string;
}

const TYPES: { type: CakeType; label: string }[] = [
  { type: 'egg', label: 'Egg' },
  { type: 'eggless', label: 'Eggless' },
];

/** /CakesComponent: everyday cakes, egg or eggless, in and out of the cart, each at its weight. */
export default function CakesStep({ cakes, charges, phone }: Props) {
  const { ready, choice, wizard, leaving } = useWizard('booking');
  const heading = useHeadingFocus(ready);
  const { busy, save } = useStepSave(choice, charges);
  const [type, setType] = useState<CakeType>('egg');

  const proceed = () => save((w, amounts) => bookingCall('updateCakes', cakesBody(w, amounts)), '/AddOnscomponent');

  return (
    <StepShell
      title="Select Cake"
      headingRef={heading}
      back="/Occassions"
      summary={<SummaryPanel choice={choice} wizard={wizard} charges={charges} />}
      actions={<ProceedButton onClick={proceed} busy={busy} disabled={leaving} />}
    >
      <div role="group" aria-label="Cake type" className="inline-flex rounded-full border-2 border-brand-600 p-1">
        {TYPES.map((t) => (
          <button
            key={t.type}
            type="button"
            aria-pressed={type === t.type}
            disabled={!ready}
            onClick={() => setType(t.type)}
            className={`min-h-11 rounded-full px-5 font-semibold ${type === t.type ? 'bg-brand-600 text-white' : 'text-brand-700'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <ul className={`mt-4 ${CARD_GRID}`} aria-label={`${type === 'egg' ? 'Egg' : 'Eggless'} cakes`}>
        {cakes[type].map((cake, i) => {
          const inCart = wizard.cakes.find((c) => c._id === cake._id);
          return (
            <li key={cake._id} className="flex flex-col gap-2">
              <ChoiceCard
                name={cake.name}
                image={cake.image}
                picture={cake.picture}
                pressed={Boolean(inCart)}
                onPress={() => toggleCake(cake)}
                removable
                priority={i < 2}
                detail={cakePriceLabel(cake.price)}
              />
              <CakeWeightSelect cake={cake} inCart={inCart} />
            </li>
          );
        })}
      </ul>
      {cakes[type].length === 0 && <p className="mt-4 text-neutral-700">No cakes of this kind are available right now.</p>}
      {wizard.cakes.length > 0 && (
        <div className="mt-6 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
          <CelebrationNoteField note="cakeMessage" id="cake-message" value={wizard.cakeMessage} onChange={setCakeMessage} />
        </div>
      )}
      <div className="mt-6 space-y-2 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
        <p>Images are for display purposes only: the cake may look different.</p>
        <p>
          Customised cakes must be ordered 3 days prior. Please contact us on{' '}
          <a href={telHref(phone)} className="font-semibold underline underline-offset-2">
            {displayPhone(phone)}
          </a>{' '}
          to order one.
        </p>
      </div>
    </StepShell>
  );
}

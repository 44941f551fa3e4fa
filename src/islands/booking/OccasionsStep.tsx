import { useState } from 'react';
import { formatRupees } from '../../lib/money.ts';
import type { CatalogueCard } from '../../lib/site/wizardCatalogue.ts';
import { chooseOccasion, setDecorationTheme, setPersonName } from '../../lib/stores/wizard.ts';
import { CONTROL_CLASS, Field, describedBy } from '../shared/Field.tsx';
import { notify, withdraw } from '../shared/notify.ts';
import type { Charges } from './amounts.ts';
import { bookingCall } from '../../client/bookingApi.ts';
import { CARD_GRID, ChoiceCard } from './ChoiceCard.tsx';
import { CelebrationNoteField } from '../shared/CelebrationNoteField.tsx';
import { useStepSave } from './useStepSave.ts';
import { occasionBody } from './updateBodies.ts';
import { ProceedButton, StepShell } from './StepShell.tsx';
import { SummaryPanel } from './SummaryPanel.tsx';
import { useHeadingFocus, useWizard } from './useWizard.ts';

interface Props {
  occasions: CatalogueCard[];
  charges: Charges;
  /** The basic wizard's /Occassions, or the combo's /ComboOccassions (its plan comes next, so no sub total yet). */
  flow?: 'normal' | 'combo';
}

/** Where each flow's occasion step goes next; Back goes to /Basicplan in both (spec section 2). */
const NEXT = { normal: '/CakesComponent', combo: '/ComboPlans' } as const;

export const EMPTY_NAME_MESSAGE = 'Please fill out the text field!';
export const NO_OCCASION_MESSAGE = 'Please choose the celebration.';
const NAME_ID = 'special-person-name';

/** /Occassions and /ComboOccassions: the celebration, and the special person's name once one is chosen. */
export default function OccasionsStep({ occasions, charges, flow = 'normal' }: Props) {
  const { ready, choice, wizard, leaving } = useWizard('booking', flow);
  const heading = useHeadingFocus(ready);
  const { busy, save } = useStepSave(choice, charges);
  const [nameError, setNameError] = useState<string | undefined>();

  const proceed = async () => {
    if (!choice) return;
    if (!wizard.occasion) {
      notify(NO_OCCASION_MESSAGE, NO_OCCASION_MESSAGE);
      return;
    }
    // The spec saves the occasion first and then asks for the name: the customer stays until it is given.
    await save(
      (w, amounts) => bookingCall('updateOccasion', occasionBody(w, amounts)),
      NEXT[flow],
      () => {
        if (wizard.personName.trim()) return false;
        setNameError(EMPTY_NAME_MESSAGE);
        document.getElementById(NAME_ID)?.focus();
        return true;
      },
    );
  };

  return (
    <StepShell
      title="What's the celebration?"
      headingRef={heading}
      back="/Basicplan"
      summary={<SummaryPanel choice={choice} wizard={wizard} charges={charges} />}
      actions={<ProceedButton onClick={proceed} busy={busy} disabled={leaving} />}
    >
      <ul className={CARD_GRID} aria-label="Occasions">
        {occasions.map((o, i) => (
          <li key={o._id}>
            <ChoiceCard
              name={o.name}
              image={o.image}
              picture={o.picture}
              pressed={wizard.occasion?._id === o._id}
              onPress={() => {
                chooseOccasion(o);
                withdraw(NO_OCCASION_MESSAGE);
              }}
              priority={i < 2}
              detail={flow === 'normal' ? formatRupees(o.price) : undefined}
            />
          </li>
        ))}
      </ul>
      {occasions.length === 0 && <p className="text-neutral-700">No occasions are available right now. Please call us to book.</p>}
      <div className="mt-6 space-y-2 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
        <p>Decoration cannot be customized</p>
        <p>You can add multiple names by comma separated, if you have multiple special person</p>
      </div>
      {wizard.occasion && (
        <div className="mt-6 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
          <Field id={NAME_ID} label="Special Person Name" error={nameError}>
            <input
              id={NAME_ID}
              type="text"
              maxLength={200}
              placeholder="Enter the special person's name"
              value={wizard.personName}
              onChange={(e) => {
                setPersonName(e.target.value);
                setNameError(undefined);
              }}
              className={CONTROL_CLASS}
              {...describedBy(NAME_ID, undefined, nameError)}
            />
          </Field>
          <div className="mt-4">
            <CelebrationNoteField
              note="decorationTheme"
              id="decoration-theme"
              value={wizard.decorationTheme}
              onChange={setDecorationTheme}
            />
          </div>
        </div>
      )}
    </StepShell>
  );
}

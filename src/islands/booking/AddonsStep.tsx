import { formatRupees } from '../../lib/money.ts';
import type { AddonGroup } from '../../lib/site/wizardCatalogue.ts';
import { toggleAddon } from '../../lib/stores/wizard.ts';
import type { Charges } from './amounts.ts';
import { bookingCall } from '../../client/bookingApi.ts';
import { CARD_GRID, ChoiceCard } from './ChoiceCard.tsx';
import { useStepSave } from './useStepSave.ts';
import { addonsBody } from './updateBodies.ts';
import { ProceedButton, StepShell } from './StepShell.tsx';
import { SummaryPanel } from './SummaryPanel.tsx';
import { useHeadingFocus, useWizard } from './useWizard.ts';

interface Props {
  groups: AddonGroup[];
  charges: Charges;
}

/** /AddOnscomponent: add-ons by category, each card in or out. */
export default function AddonsStep({ groups, charges }: Props) {
  const { ready, choice, wizard, leaving } = useWizard('booking');
  const heading = useHeadingFocus(ready);
  const { busy, save } = useStepSave(choice, charges);

  const proceed = () => save((w, amounts) => bookingCall('updateAddons', addonsBody(w, amounts)), '/BookingSummary');

  return (
    <StepShell
      title="Add-ons"
      headingRef={heading}
      back="/CakesComponent"
      summary={<SummaryPanel choice={choice} wizard={wizard} charges={charges} withAdvance />}
      actions={<ProceedButton onClick={proceed} busy={busy} disabled={leaving} />}
    >
      <p className="mb-4 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
        Photography timing depends on the photographer's availability.
      </p>
      {groups.length === 0 && <p className="text-neutral-700">No add-ons are available right now.</p>}
      {groups.map((group, g) => (
        <section key={group._id} aria-labelledby={`addon-group-${group._id}`} className="mb-6">
          <h2 id={`addon-group-${group._id}`} className="mb-3 text-xl font-bold text-brand-800">
            {group.name}
          </h2>
          <ul className={CARD_GRID}>
            {group.products.map((p, i) => (
              <li key={p._id}>
                <ChoiceCard
                  name={p.name}
                  image={p.image}
                  picture={p.picture}
                  pressed={wizard.addons.some((a) => a._id === p._id)}
                  onPress={() => toggleAddon(p)}
                  removable
                  priority={g === 0 && i < 2}
                  detail={formatRupees(p.price)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </StepShell>
  );
}

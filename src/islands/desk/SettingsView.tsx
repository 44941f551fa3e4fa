import { MAX_REFUND_WINDOW_HOURS } from '../../lib/desk/refundPolicy.ts';
import { MAX_RESCHEDULE_BEFORE_HOURS } from '../../lib/manage/selfServiceRules.ts';
import { useDeskQuery } from './deskQuery.ts';
import { HoursSettingForm, type DeskSettings } from './HoursSettingForm.tsx';
import { ERROR_TEXT, HEADING } from './styles.ts';
import { useViewHeading } from './useViewHeading.ts';
import { MessageSettingsForm } from './messages/MessageSettingsForm.tsx';
import { GstSettingsForm } from './gst/GstSettingsForm.tsx';

/** The owner's hours-before-the-slot settings, each its own form: what it reads of the settings and which call saves it. */
const HOURS_SETTINGS = [
  {
    id: 'desk-refund-window',
    heading: 'Refunds',
    label: 'Refund window (hours before the slot)',
    saveLabel: 'Save the refund window',
    hint: `A cancellation this many hours or more before the slot gets the advance back; a later one does not. From 0 to ${MAX_REFUND_WINDOW_HOURS}.`,
    max: MAX_REFUND_WINDOW_HOURS,
    read: (s: DeskSettings) => ({ hours: s.refundWindowHours, updatedBy: s.updatedBy, updatedAt: s.updatedAt }),
    call: 'settingsRefundWindow',
  },
  {
    id: 'desk-reschedule-window',
    heading: 'Customers’ own changes',
    label: 'Customers may reschedule up to … hours before the slot',
    saveLabel: 'Save the reschedule window',
    hint: `On their booking's page, until this many hours before the slot; later, they call the desk. From 0 to ${MAX_RESCHEDULE_BEFORE_HOURS}.`,
    max: MAX_RESCHEDULE_BEFORE_HOURS,
    read: (s: DeskSettings) => ({ hours: s.rescheduleBeforeHours, updatedBy: s.rescheduleUpdatedBy, updatedAt: s.rescheduleUpdatedAt }),
    call: 'settingsRescheduleWindow',
  },
] as const;

/**
 * The owner's settings: the refund window that Cancel and refund (and the customer's own Cancel
 * booking) proposes by (72 hours, as the refund policy says), how long before the slot customers
 * may reschedule their own booking (24 hours), the messages to customers (MessageSettingsForm), and
 * the GST on the invoices (GstSettingsForm).
 */
export function SettingsView() {
  const heading = useViewHeading();
  const read = useDeskQuery('settingsRead');
  const settings = read.data?.settings;
  const error = read.error?.message ?? '';

  return (
    <section aria-labelledby="desk-settings-heading">
      <h1 id="desk-settings-heading" ref={heading} tabIndex={-1} className={HEADING}>
        Settings
      </h1>
      <p className="mt-2 text-neutral-700">What the desk follows for every booking, and what the customers are sent.</p>
      {error && (
        <p role="alert" className={`mt-4 ${ERROR_TEXT}`}>
          {error}
        </p>
      )}
      {!settings ? (
        !error && <p className="mt-6 text-neutral-700">Loading the settings…</p>
      ) : (
        <div className="mt-6 grid gap-6">
          {HOURS_SETTINGS.map(({ read: readOf, ...setting }) => (
            <HoursSettingForm key={setting.id} {...setting} {...readOf(settings)} />
          ))}
        </div>
      )}
      <div className="mt-6">
        <MessageSettingsForm />
      </div>
      <div className="mt-6">
        <GstSettingsForm />
      </div>
    </section>
  );
}

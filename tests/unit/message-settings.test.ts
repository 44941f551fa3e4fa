import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_SETTINGS, settingsFromStored } from '../../src/lib/messages/messageSettings.ts';

describe('the messages settings as an earlier save stored them', () => {
  const saved = {
    ...DEFAULT_MESSAGE_SETTINGS,
    enabled: { ...DEFAULT_MESSAGE_SETTINGS.enabled, reminder: false },
    reminders: [{ daysBefore: 2, at: '18:30' }],
    senderName: 'Asha at CineCelebrations',
  };

  it('keep the owner’s choices when a kind of message was added since, and turn the new kind on', () => {
    const { 'payment-received': _added, ...before } = saved.enabled;
    const s = settingsFromStored({ ...saved, enabled: before });
    expect(s.senderName).toBe('Asha at CineCelebrations');
    expect(s.reminders).toEqual([{ daysBefore: 2, at: '18:30' }]);
    expect(s.enabled.reminder).toBe(false);
    expect(s.enabled['payment-received']).toBe(true);
  });

  it('are the defaults when unreadable', () => {
    expect(settingsFromStored({ enabled: 'yes' })).toEqual(DEFAULT_MESSAGE_SETTINGS);
    expect(settingsFromStored(null)).toEqual(DEFAULT_MESSAGE_SETTINGS);
  });
});

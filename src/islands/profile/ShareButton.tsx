import { useEffect, useRef, useState } from 'react';
import { shareInvite, SHARE_MESSAGE_MS } from '../../lib/profile/share.ts';
import { BUSINESS_NAME } from '../../lib/site/config.ts';
import { PRIMARY_BUTTON } from '../shared/buttons.ts';

/**
 * The invitation's share button (DECISIONS.md 9): the device's share sheet, else the clipboard, else
 * the spec's alert. Its message shows for 3 seconds in a status line that is always on the page,
 * so a screen reader announces it.
 */
export function ShareButton({ link, name }: { link: string; name: string }) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const share = async () => {
    const outcome = await shareInvite(navigator, {
      title: BUSINESS_NAME,
      text: `${name} invites you to celebrate in a private theatre at ${BUSINESS_NAME}.`,
      url: link,
    });
    if (outcome.kind === 'alert') window.alert(outcome.message);
    if (outcome.kind !== 'message') return;
    setMessage(outcome.message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(''), SHARE_MESSAGE_MS);
  };

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <button type="button" onClick={share} className={PRIMARY_BUTTON}>
        Share your invite
      </button>
      <p role="status" className="text-sm font-semibold text-brand-800">
        {message}
      </p>
    </div>
  );
}

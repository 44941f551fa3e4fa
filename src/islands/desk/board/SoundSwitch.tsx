import { useState } from 'react';
import { chime } from './chime.ts';
import { rememberSound, soundIsOn } from './deviceSettings.ts';

/** 'Sound for new bookings': off by default, remembered by this browser; switching it on plays the tone once. */
export function SoundSwitch() {
  const [on, setOn] = useState(soundIsOn);
  return (
    <label className="inline-flex min-h-12 items-center gap-2 text-sm font-semibold text-neutral-800">
      <input
        type="checkbox"
        className="h-5 w-5 accent-brand-600"
        checked={on}
        onChange={(e) => {
          setOn(e.target.checked);
          rememberSound(e.target.checked);
          if (e.target.checked) chime();
        }}
      />
      Sound for new bookings
    </label>
  );
}

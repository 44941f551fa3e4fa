import { useEffect, useRef } from 'react';

/**
 * Calls `poll` every `everyMs` while the page is visible, and once at once when it becomes visible
 * again; nothing while it is hidden (a tablet asleep, another tab), so an unattended board costs
 * the server nothing. A poll still running is not started again. `enabled` false stops it.
 */
export function useVisiblePolling(poll: () => Promise<unknown>, everyMs: number, enabled = true): void {
  const latest = useRef(poll);
  latest.current = poll;
  useEffect(() => {
    if (!enabled) return;
    let running = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = async () => {
      if (running || document.visibilityState !== 'visible') return;
      running = true;
      try {
        await latest.current();
      } finally {
        running = false;
      }
    };
    const start = () => {
      clearInterval(timer);
      timer = setInterval(() => void tick(), everyMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        void tick();
        start();
      } else clearInterval(timer);
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [everyMs, enabled]);
}

// True once `timeoutMs` pass without keyboard, mouse, wheel or touch input. Activity only records
// a time stamp (mousemove fires constantly); the one timer re-arms itself for what is left.
import { useEffect, useState } from 'react';

export const ACTIVITY_EVENTS = ['keydown', 'mousemove', 'mousedown', 'touchstart', 'wheel'] as const;

export function useIdle(timeoutMs: number, enabled: boolean): [idle: boolean, reset: () => void] {
  const [idle, setIdle] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let lastActive = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const markActive = () => {
      lastActive = Date.now();
    };
    const check = () => {
      const left = lastActive + timeoutMs - Date.now();
      if (left > 0) timer = setTimeout(check, left);
      else setIdle(true);
    };
    timer = setTimeout(check, timeoutMs);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, markActive, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, markActive, { capture: true });
    };
  }, [timeoutMs, enabled, round]);

  const reset = () => {
    setIdle(false);
    setRound((n) => n + 1);
  };
  return [enabled && idle, reset];
}

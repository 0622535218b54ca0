import { useEffect, useRef, useState } from 'react';

/** How long the header's cart badge draws attention after its count changed. */
export const CART_PULSE_MS = 2000;

/**
 * True for `ms` after `value` changes (not when it first becomes known), so a badge can animate when its
 * count moves. A further change restarts the period.
 */
export function useChangePulse(value: number | undefined, ms: number = CART_PULSE_MS): boolean {
  const [pulsing, setPulsing] = useState(false);
  const previous = useRef(value);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (before === value || before === undefined || value === undefined) return;
    setPulsing(true);
    const timer = window.setTimeout(() => setPulsing(false), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return pulsing;
}

import { useCallback, useEffect, useState } from 'react';
import { LOGIN_MESSAGE_MS } from '@goodhive/contract/texts';

export type FormMessage = { text: string; tone: 'error' | 'success' | 'info'; key: number };

/**
 * A server answer shown above a sign-in form. Login and verification messages disappear after
 * LOGIN_MESSAGE_MS; `persistent` keeps one until the next answer replaces it.
 */
export function useTimedMessage() {
  const [message, setMessage] = useState<(FormMessage & { persistent: boolean }) | null>(null);

  useEffect(() => {
    if (!message || message.persistent) return;
    const timer = window.setTimeout(() => setMessage(null), LOGIN_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  // `key` restarts the timer (and the alert) when the same text comes twice in a row.
  const show = useCallback((text: string, tone: FormMessage['tone'] = 'error', persistent = false) => {
    setMessage({ text, tone, persistent, key: Date.now() });
  }, []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, clear };
}

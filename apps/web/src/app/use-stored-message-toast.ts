import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { STORED_MESSAGE_MS } from '@goodhive/contract/texts';
import { clearStoredMessage, readStoredMessage } from '../lib/auth';
import { showToast } from '../lib/toast';

/**
 * Shows a stored message (e.g. 'You have signed out', 'Thank you for verifying your email') once as a
 * toast on the screen that follows, and clears it after STORED_MESSAGE_MS. It looks again on every
 * screen change, because some messages are stored just before an in-app redirect rather than a reload.
 */
export function useStoredMessageToast() {
  const { key } = useLocation();
  const lastShown = useRef<string | null>(null);
  useEffect(() => {
    const message = readStoredMessage();
    if (!message) return;
    const id = `${message.kind}:${message.text}`;
    if (lastShown.current !== id) {
      lastShown.current = id;
      showToast(message.kind, message.text);
    }
    const timer = window.setTimeout(clearStoredMessage, STORED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [key]);
}

import { useEffect, useRef } from 'react';
import { STORED_MESSAGE_MS } from '@goodhive/contract';
import { clearStoredMessage, readStoredMessage } from '../../lib/auth';
import { toast } from '../../lib/toast';

/**
 * Shows a stored message (e.g. 'You have signed out') once as a success toast and clears it after
 * STORED_MESSAGE_MS, or when the screen is left (business-and-public §2 'Sign-in').
 */
export function useStoredMessageToast() {
  const shown = useRef(false);
  useEffect(() => {
    const message = readStoredMessage();
    if (!message) return;
    if (!shown.current) {
      shown.current = true;
      toast.success(message);
    }
    const timer = window.setTimeout(clearStoredMessage, STORED_MESSAGE_MS);
    return () => {
      window.clearTimeout(timer);
      clearStoredMessage();
    };
  }, []);
}

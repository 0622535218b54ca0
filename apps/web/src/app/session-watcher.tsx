import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messages } from '@goodhive/contract/texts';
import { onSessionExpired } from '../lib/api';
import { getSessionState, subscribeSession } from '../lib/auth';
import { toast } from '../lib/toast';

/**
 * Drops every cached answer when the session ends (expired, or signed out in another tab), so no
 * account data outlives it, and tells the user when an expired session sent them to sign in.
 */
export function SessionWatcher() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let previous = getSessionState();
    const unsubscribe = subscribeSession(() => {
      const current = getSessionState();
      if (previous === 'signed-in' && current === 'signed-out') queryClient.clear();
      previous = current;
    });
    const stopExpiry = onSessionExpired(() => toast.warning(messages.invalidToken, 'Signed out'));
    return () => {
      unsubscribe();
      stopExpiry();
    };
  }, [queryClient]);
  return null;
}

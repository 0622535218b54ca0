import { Loader, Portal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import classes from './account-actions.module.css';

/**
 * Runs an account change (switch account, switch view, return to the admin account). Each reloads
 * the app on success, so the busy screen stays until then; a refusal is shown as an error toast.
 */
export function useAccountAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = (label: string, action: () => Promise<void>) => {
    setBusy(label);
    action().catch((error: unknown) => {
      console.warn(`${label} failed`, error);
      setBusy(null);
      toast.error(errorMessage(error));
    });
  };
  return { busy, run };
}

/** Covers the page while an account change is under way. */
export function AccountActionOverlay({ label }: { label: string | null }) {
  if (!label) return null;
  return (
    <Portal>
      <div className={classes.overlay} role="status" aria-live="polite">
        <Stack align="center" gap="sm" className={classes.box}>
          <Loader color="forest" type="dots" aria-hidden="true" />
          <Text fw={600} c="forest.9">
            {label}
          </Text>
        </Stack>
      </div>
    </Portal>
  );
}

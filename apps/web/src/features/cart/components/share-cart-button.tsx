import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useClipboard, useDisclosure } from '@mantine/hooks';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import type { GivingAccount } from '../../../lib/giving-account';
import { sharedCartUrl, useShareCart, useUnshareCart } from '../api/share-cart';
import { CheckIcon, CopyIcon, ShareIcon } from '../../../components/ui/icons';

/** Texts of sharing a cart. */
export const SHARE_TEXTS = {
  explain:
    'Anyone with this link can see the impacts in your cart and add them to their own cart. They see who shared it (your first name, or your company name), never your e-mail or payment details.',
  stopped: 'Your cart is no longer shared. The old link does not work any more.',
  copyFailed: 'Your browser did not allow copying. Select the link and copy it yourself.',
} as const;

/** 'Share cart': makes (or reuses) the cart's read-only link and shows it to copy; sharing can be stopped. */
export function ShareCartButton({ owner }: { owner: GivingAccount }) {
  const [opened, dialog] = useDisclosure(false);
  const share = useShareCart(owner);
  const unshare = useUnshareCart(owner);
  const clipboard = useClipboard({ timeout: 2500 });
  const url = share.data ? sharedCartUrl(share.data) : null;

  const openDialog = () => {
    dialog.open();
    share.mutate();
  };
  const stopSharing = () =>
    unshare.mutate(undefined, {
      onSuccess: () => {
        dialog.close();
        share.reset();
        toast.success(SHARE_TEXTS.stopped);
      },
      onError: (failure) => toast.error(errorMessage(failure)),
    });

  return (
    <>
      <Button variant="default" leftSection={<ShareIcon size={18} />} onClick={openDialog} fullWidth>
        Share cart
      </Button>
      <Modal opened={opened} onClose={dialog.close} title="Share your giving cart" centered size="lg">
        {share.isPending ? (
          <LoadingState label="Making your link…" />
        ) : share.isError ? (
          <ErrorState title="The link could not be made" error={share.error} onRetry={() => share.mutate()} />
        ) : url ? (
          <Stack gap="md">
            <Text fz="sm">{SHARE_TEXTS.explain}</Text>
            <Group align="flex-end" gap="sm">
              <TextInput
                label="Link to your cart"
                value={url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: '1 1 260px' }}
                data-testid="share-link"
              />
              <Button
                onClick={() => clipboard.copy(url)}
                leftSection={clipboard.copied ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
                color={clipboard.copied ? 'forest' : undefined}
              >
                {clipboard.copied ? 'Copied' : 'Copy link'}
              </Button>
            </Group>
            <Text fz="sm" c={clipboard.error ? 'red.8' : 'forest.8'} role="status" mih={20}>
              {clipboard.error ? SHARE_TEXTS.copyFailed : clipboard.copied ? 'The link is copied. Paste it wherever you like.' : ''}
            </Text>
            <Group justify="space-between">
              <Button variant="subtle" color="red" onClick={stopSharing} loading={unshare.isPending}>
                Stop sharing
              </Button>
              <Button variant="default" onClick={dialog.close}>
                Done
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}

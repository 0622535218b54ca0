import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { givingMessages } from '@goodhive/contract/texts';
import { errorMessage } from '../../../lib/api-error';
import type { GivingAccount } from '../../../lib/giving-account';
import { pluralise } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useChangeCart } from '../api/change-cart';

/** 'Clear cart', after a confirmation in a dialog. */
export function ClearCartButton({ owner, count }: { owner: GivingAccount; count: number }) {
  const [opened, dialog] = useDisclosure(false);
  const change = useChangeCart(owner);
  const clear = () =>
    change.mutate(
      { op: 'clear' },
      {
        onSuccess: ({ message }) => {
          dialog.close();
          toast.success(message ?? givingMessages.cartCleared);
        },
        onError: (failure) => toast.error(errorMessage(failure)),
      },
    );
  return (
    <>
      <Button variant="subtle" color="red" onClick={dialog.open} fullWidth>
        Clear cart
      </Button>
      <Modal opened={opened} onClose={dialog.close} title="Clear your giving cart?" centered>
        <Stack gap="md">
          <Text fz="sm">This removes {pluralise(count, 'impact')} and the gift e-card from your cart. You can add them again at any time.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dialog.close}>
              Keep them
            </Button>
            <Button color="red" onClick={clear} loading={change.isPending}>
              Clear cart
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The cart with items: lines, the gift e-card, totals and the way to checkout. */

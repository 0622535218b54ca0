import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { SavedCard } from '@goodhive/contract';
import { billingLabels, billingMessages } from '@goodhive/contract/texts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { CardIcon, PlusIcon } from '../../../components/ui/icons';
import { EmptyBlock } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useDeleteCard, useSetPrimaryCard, useStartCardSetup } from '../api/billing';

const expiry = (c: SavedCard) => `${String(c.exp_month).padStart(2, '0')}/${c.exp_year}`;

/** The saved cards: brand, last 4, expiry, the primary badge, set as primary, delete (asked first), and add. */
export function CardsSection({ cards }: { cards: SavedCard[] }) {
  const start = useStartCardSetup();
  const setPrimary = useSetPrimaryCard();
  const remove = useDeleteCard();
  const [deleting, setDeleting] = useState<SavedCard | null>(null);

  const addButton = (
    <Button color="honey" leftSection={<PlusIcon size={16} />} loading={start.isPending || start.isSuccess} onClick={() => start.mutate()}>
      {billingLabels.addCard}
    </Button>
  );
  return (
    <Paper shadow="xs" p="lg" component="section" aria-labelledby="billing-cards">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} fz="lg" id="billing-cards">
            {billingLabels.cards}
          </Title>
          {cards.length ? addButton : null}
        </Group>
        {start.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(start.error)}
          </Alert>
        ) : null}
        {cards.length === 0 ? (
          <EmptyBlock title={billingMessages.noCards} description={billingMessages.noCardsHint} action={addButton} />
        ) : (
          <Stack gap="sm" component="ul" aria-label={billingLabels.cards} style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="billing-cards">
            {cards.map((card) => (
              <Paper key={card.id} component="li" withBorder p="md" radius="md" data-testid="billing-card">
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Group gap="sm" wrap="nowrap">
                    <CardIcon size={22} />
                    <div>
                      <Group gap={8}>
                        <Text fw={650}>
                          {card.brand_label} •••• {card.last4}
                        </Text>
                        {card.is_primary ? (
                          <Badge color="forest" variant="light">
                            {billingLabels.primary}
                          </Badge>
                        ) : null}
                      </Group>
                      <Text fz="sm" c="dimmed">
                        Expires {expiry(card)}
                      </Text>
                    </div>
                  </Group>
                  <Group gap="xs">
                    {card.is_primary ? null : (
                      <Button
                        variant="light"
                        color="forest"
                        size="xs"
                        loading={setPrimary.isPending && setPrimary.variables === card.id}
                        aria-label={`${billingLabels.setPrimary}: ${card.brand_label} ending ${card.last4}`}
                        onClick={() =>
                          setPrimary.mutate(card.id, {
                            onSuccess: () => toast.success(billingMessages.cardPrimarySet),
                            onError: (error) => toast.error(errorMessage(error)),
                          })
                        }
                      >
                        {billingLabels.setPrimary}
                      </Button>
                    )}
                    <Button variant="subtle" color="red" size="xs" aria-label={`${billingLabels.deleteCard}: ${card.brand_label} ending ${card.last4}`} onClick={() => setDeleting(card)}>
                      {billingLabels.deleteCard}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      <ActionDialog
        opened={deleting !== null}
        title="Remove card"
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        message={deleting ? billingLabels.deleteCardConfirm(deleting.brand_label, deleting.last4) : null}
        error={remove.isError ? errorMessage(remove.error) : null}
        confirmLabel="Remove card"
        confirmColor="red"
        busy={remove.isPending}
        holdWhileBusy
        focusConfirm
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(billingMessages.cardDeleted);
            },
          })
        }
      />
    </Paper>
  );
}

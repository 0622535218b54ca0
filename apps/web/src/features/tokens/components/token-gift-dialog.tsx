import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { GiftIcon } from '../../../components/ui/icons';
import { isImpersonated } from '../../../lib/account';
import { useSignedInUser } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { myTokensQuery, useMarkTokenGiftShown } from '../api/tokens';

/**
 * The one-time token gift dialog: 'Impact Tokens of US $25.00 has been added to your account!'. Shown when the
 * server offers it (tokens arrived that their holder has not been told about), never for a trial-online
 * registration; as soon as it shows, the server is told, so it never shows twice.
 */
export function TokenGiftDialog() {
  const user = useSignedInUser();
  if (isImpersonated(user) || user.register_source === 'trial-online' || user.type !== 'business') return null;
  return <TokenGiftDialogFor userId={user.id} />;
}

function TokenGiftDialogFor({ userId }: { userId: number }) {
  const mine = useQuery(myTokensQuery(userId));
  const mark = useMarkTokenGiftShown();
  const [closed, setClosed] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const gift = mine.data?.gift_notification ?? null;
  const { mutate, isIdle } = mark;
  useEffect(() => {
    if (gift && gift.token_amount > 0 && isIdle) {
      setShown(gift.message);
      mutate();
    }
  }, [gift, isIdle, mutate]);
  return (
    <Modal opened={shown !== null && !closed} onClose={() => setClosed(true)} title="A gift for your giving" centered radius="lg" padding="xl" overlayProps={{ backgroundOpacity: 0.45, blur: 2 }} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="lg" align="center" ta="center">
        <ThemeIcon size={72} radius={36} color="honey" variant="light" aria-hidden="true">
          <GiftIcon size={38} />
        </ThemeIcon>
        <Text fz="lg" fw={600} c="forest.9" data-testid="token-gift-message">
          {shown}
        </Text>
        <Text c="dimmed" fz="sm">
          Choose the projects your tokens fund on Manage Impact Tokens.
        </Text>
        <Group justify="center" w="100%">
          <Button component={Link} to={PATHS.tokenManagement} color="honey" onClick={() => setClosed(true)} data-autofocus>
            Allocate my tokens
          </Button>
          <Button variant="subtle" onClick={() => setClosed(true)}>
            Later
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

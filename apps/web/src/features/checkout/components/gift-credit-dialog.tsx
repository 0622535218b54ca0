import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useEffect, useState } from 'react';
import { contributionMessages } from '@goodhive/contract/texts';
import { isImpersonated } from '../../../lib/account';
import { useSignedInUser } from '../../../lib/auth';
import { useGivingCredits, useMarkGiftCreditShown } from '../api/giving-credits';
import { givingAccountOf, type GivingAccount } from '../../../lib/giving-account';
import { GiftIcon } from '../../../components/ui/icons';

/**
 * The one-time gift dialog: 'A special Giving Credit of US $100.00 has been added
 * to your account!'. The server offers it while the account has credit not announced yet (credits.is_notified
 * false, summed into gift_notification); as soon as it shows, the server is told, so it never shows twice,
 * even if the tab closes with the dialog open.
 */
export function GiftCreditDialog() {
  const user = useSignedInUser();
  const account = givingAccountOf(user);
  // An admin acting as the member must not use up the member's one-time announcement.
  if (!account || isImpersonated(user)) return null;
  return <GiftCreditDialogFor account={account} />;
}

function GiftCreditDialogFor({ account }: { account: GivingAccount }) {
  const credits = useGivingCredits(account);
  const mark = useMarkGiftCreditShown(account);
  const [isClosed, setClosed] = useState(false);
  const gift = credits.data?.gift_notification ?? null;
  const { mutate, isIdle } = mark;

  useEffect(() => {
    if (gift && isIdle) mutate(gift);
  }, [gift, isIdle, mutate]);

  // The dialog shows the gift it announced, even after the credit query no longer offers it.
  const shown = mark.variables ?? null;
  return (
    <Modal
      opened={shown !== null && !isClosed}
      onClose={() => setClosed(true)}
      title="A gift for your giving"
      centered
      radius="lg"
      padding="xl"
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
      styles={{ title: { fontFamily: 'var(--mantine-font-family-headings)', fontWeight: 600, fontSize: 22, color: 'var(--mantine-color-forest-9)' } }}
    >
      {shown ? (
        <Stack gap="lg" align="center" ta="center">
          <ThemeIcon size={72} radius={36} color="honey" variant="light" aria-hidden="true">
            <GiftIcon size={38} />
          </ThemeIcon>
          <Text fz="lg" fw={600} c="forest.9" data-testid="gift-credit-message">
            {contributionMessages.giftCredit(shown.credit_usd)}
          </Text>
          <Text c="dimmed" fz="sm">
            Spend it on any impact when you check out your giving cart.
          </Text>
          <Group justify="center" w="100%">
            <Button color="honey" onClick={() => setClosed(true)} data-autofocus>
              Wonderful, thank you
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

import { Alert, Anchor, Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TRIAL_DAYS, messages } from '@goodhive/contract/texts';
import { AlertIcon, ArrowRightIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { PATHS } from '../../../lib/paths';
import type { TrialImpactOption } from '../trial-impacts';

type CongratulationsModalProps = {
  opened: boolean;
  impact: TrialImpactOption;
  onEnter: () => void;
  entering: boolean;
  /** The automatic sign-in failed (e.g. 'Wrong credentials'). */
  signInError: string | null;
  /** What the server said about the referral code, when the sign-up carried one. */
  referral?: { applied: boolean; message: string } | null;
};

/** After the account exists: the good news and one button, which signs the new member in and opens their home. */
export function CongratulationsModal({ opened, impact, onEnter, entering, signInError, referral }: CongratulationsModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      radius="lg"
      size="md"
      padding="xl"
      title={
        <Title order={2} fz={26} c="forest.9" component="span">
          Congratulations!
        </Title>
      }
    >
      <Stack gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="forest" aria-hidden="true">
          <CheckCircleIcon size={32} />
        </ThemeIcon>
        <Text fw={650}>{messages.trialSuccess}</Text>
        <Text c="dimmed" fz="sm">
          Your {TRIAL_DAYS}-day trial has started and your first impact, <strong>{impact.outcome}</strong>, is funded by Goodhive.
          We have e-mailed you a link to verify your address.
        </Text>
        {referral ? (
          <Alert color={referral.applied ? 'forest' : 'orange'} variant="light" role="status" data-testid="referral-outcome">
            {referral.message}
          </Alert>
        ) : null}
        {signInError ? (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {signInError}{' '}
            <Anchor component={Link} to={PATHS.login} fw={600} inherit>
              Sign in yourself
            </Anchor>
          </Alert>
        ) : null}
        <Button size="md" fullWidth rightSection={<ArrowRightIcon size={18} />} onClick={onEnter} loading={entering} data-autofocus>
          Enter and get started
        </Button>
      </Stack>
    </Modal>
  );
}

import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon, CrossCircleIcon } from '../../../components/ui/icons';

export type ResultTone = 'success' | 'failed' | 'cancelled';

const TONES: Record<ResultTone, { color: string; icon: ReactNode }> = {
  success: { color: 'forest', icon: <CheckCircleIcon size={34} /> },
  failed: { color: 'red', icon: <AlertIcon size={34} /> },
  cancelled: { color: 'gray', icon: <CrossCircleIcon size={34} /> },
};

type PaymentResultHeroProps = {
  tone: ResultTone;
  eyebrow: string;
  title: string;
  /** What happened, in the contract's words where it has them; announced to screen readers. */
  message: ReactNode;
  children?: ReactNode;
};

/** The top of a payment result page: how it went, at a glance and in words. One h1 per page. */
export function PaymentResultHero({ tone, eyebrow, title, message, children }: PaymentResultHeroProps) {
  const { color, icon } = TONES[tone];
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="payment-result-title">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <ThemeIcon size={64} radius={32} color={color} variant="light" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Text fz="xs" fw={700} tt="uppercase" c={tone === 'success' ? 'honey.8' : `${color}.8`} style={{ letterSpacing: '0.1em' }}>
            {eyebrow}
          </Text>
          <Title order={1} id="payment-result-title" fz={{ base: 26, sm: 32 }} c="forest.9" lh={1.15}>
            {title}
          </Title>
          <Text fz="md" role="status" data-testid="payment-result-message">
            {message}
          </Text>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

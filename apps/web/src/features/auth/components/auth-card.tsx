import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LogoMark } from '../../../components/ui/logo';
import classes from './auth-card.module.css';

type AuthCardProps = { title: string; lead?: ReactNode; children: ReactNode; testId?: string };

/** The centred panel of the e-mailed-link screens (password reset, e-mail verification), styled like sign-in. */
export function AuthCard({ title, lead, children, testId }: AuthCardProps) {
  return (
    <div className={classes.page}>
      <Paper className={classes.card} p={{ base: 'lg', sm: 'xl' }} shadow="md" data-testid={testId}>
        <Stack gap="lg">
          <Stack gap={6}>
            <LogoMark size={40} />
            <Title order={1} fz={28} c="forest.9">
              {title}
            </Title>
            {lead ? (
              <Text c="dimmed" fz="sm">
                {lead}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </div>
  );
}

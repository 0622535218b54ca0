import { Paper, Stack, Text, Title } from '@mantine/core';
import { LOGIN_PANEL_PX } from '@goodhive/contract';
import { LogoMark } from '../../../components/ui/logo';
import { LoginForm } from '../components/login-form';
import { SummitAnnouncement } from '../components/summit-announcement';
import { useStoredMessageToast } from '../use-stored-message';
import classes from './login-page.module.css';

/**
 * Route 'login' (/login): the conference announcement on the left, the 350 px sign-in panel on the right.
 * The panel comes first in the page so keyboard and screen-reader users reach the form first, and so
 * phones, which stack the two, show it on top.
 */
export function LoginPage() {
  useStoredMessageToast();
  return (
    <div className={classes.page}>
      <div className={classes.layout}>
        <Paper className={classes.panel} w={LOGIN_PANEL_PX} p="xl" shadow="md" data-testid="login-panel">
          <Stack gap="lg">
            <Stack gap={6}>
              <LogoMark size={40} />
              <Title order={1} fz={28} c="forest.9">
                Sign in
              </Title>
              <Text c="dimmed" fz="sm">
                Welcome back. Sign in to follow your impact.
              </Text>
            </Stack>
            <LoginForm />
          </Stack>
        </Paper>
        <div className={classes.announcement}>
          <SummitAnnouncement />
        </div>
      </div>
    </div>
  );
}

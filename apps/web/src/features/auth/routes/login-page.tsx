import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LOGIN_PANEL_PX, SIGN_IN_HEADING, messages } from '@goodhive/contract/texts';
import { AlertIcon } from '../../../components/ui/icons';
import { LogoMark } from '../../../components/ui/logo';
import { clearResetLinkExpired, isResetLinkExpiredMarked, readRememberedUsername } from '../../../lib/auth';
import { LOGIN_STEPS } from '../../../lib/paths';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LoginForm, type OtpChallenge } from '../components/login-form';
import { OtpForm } from '../components/otp-form';
import { SummitAnnouncement } from '../components/summit-announcement';
import classes from './login-page.module.css';

const STEP_TEXT = {
  credentials: SIGN_IN_HEADING,
  code: { title: 'Check your e-mail', lead: 'Your account has two-factor sign-in. Enter the 4-digit code we e-mailed to' },
  forgot: { title: 'Forgot your password?', lead: 'Enter your e-mail and we will send you a link to choose a new password.' },
} as const;

/** Shown once after a reset link turned out expired or used; the flag is cleared as soon as it is read. */
function useResetLinkExpiredNotice() {
  const [visible, setVisible] = useState(isResetLinkExpiredMarked);
  useEffect(() => clearResetLinkExpired(), []);
  return { visible, dismiss: () => setVisible(false) };
}

/**
 * Route 'login' (/login): the conference announcement on the left, the 350 px panel on the right with
 * the current sign-in step: e-mail and password, the e-mailed code (shown when a code was
 * sent and the address says step=verify-otp), or forgot password (step=forgot-password).
 * The panel comes first in the page so keyboard and screen-reader users reach the form first, and so
 * phones, which stack the two, show it on top.
 */
export function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const expired = useResetLinkExpiredNotice();
  const step = searchParams.get('step');
  const current = challenge && step === LOGIN_STEPS.verifyOtp ? 'code' : step === LOGIN_STEPS.forgotPassword ? 'forgot' : 'credentials';
  const text = STEP_TEXT[current];

  const onCodeSent = (next: OtpChallenge) => {
    setChallenge(next);
    setSearchParams({ step: LOGIN_STEPS.verifyOtp });
  };
  const backToCredentials = () => {
    setChallenge(null);
    setSearchParams({}, { replace: true });
  };

  return (
    <div className={classes.page}>
      <div className={classes.layout}>
        <Paper className={classes.panel} w={LOGIN_PANEL_PX} p="xl" shadow="md" data-testid="login-panel">
          <Stack gap="lg">
            <Stack gap={6}>
              <LogoMark size={40} />
              <Title order={1} fz={28} c="forest.9">
                {text.title}
              </Title>
              <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {text.lead}
                {current === 'code' && challenge ? (
                  <>
                    {' '}
                    <Text span inherit fw={600} c="dark">
                      {challenge.credentials.username}
                    </Text>
                    .
                  </>
                ) : null}
              </Text>
            </Stack>
            {expired.visible ? (
              <Alert color="orange" variant="light" icon={<AlertIcon />} withCloseButton closeButtonLabel="Dismiss" onClose={expired.dismiss} role="alert">
                {messages.resetLinkExpired}
                {current === 'forgot' ? null : (
                  <>
                    {' '}
                    <Anchor component={Link} to={`?step=${LOGIN_STEPS.forgotPassword}`} inherit fw={600}>
                      Request a new link
                    </Anchor>
                  </>
                )}
              </Alert>
            ) : null}
            {current === 'code' && challenge ? <OtpForm challenge={challenge} onBack={backToCredentials} /> : null}
            {current === 'forgot' ? <ForgotPasswordForm defaultEmail={readRememberedUsername()} /> : null}
            {current === 'credentials' ? <LoginForm onCodeSent={onCodeSent} /> : null}
          </Stack>
        </Paper>
        <div className={classes.announcement}>
          <SummitAnnouncement />
        </div>
      </div>
    </div>
  );
}

import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { messages } from '@goodhive/contract/texts';
import { AlertIcon } from '../../../components/ui/icons';
import { clearSignInRedirect, useSession, useSignIn } from '../../../lib/auth';
import { CongratulationsModal } from '../components/congratulations-modal';
import { ImpactStep } from '../components/impact-step';
import { SignUpForm } from '../components/sign-up-form-place';
import { WelcomeStep } from '../components/welcome-step';
import { findTrialImpact } from '../trial-impacts';
import type { ReferralOutcome } from '../components/sign-up-form';

type Step = 0 | 1 | 2;

/** Readable label of each numbered step. */
const STEP_TITLES = { 1: 'Choose your first impact', 2: 'Tell us about you and your business' } as const;

/**
 * Route 'trial-registration' (/trial-registration, optional ?code= referral code): welcome, choose an
 * impact, sign up, congratulations; then the new member is signed in with what they entered and lands
 * on /impact. Signed-in members see the form but cannot send it.
 */
export function TrialRegistrationPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('code')?.trim() || null;
  const [step, setStep] = useState<Step>(0);
  const [impactKey, setImpactKey] = useState<string | null>(null);
  const [created, setCreated] = useState<{ email: string; password: string; referral: ReferralOutcome } | null>(null);
  const signIn = useSignIn();
  const impact = findTrialImpact(impactKey);
  // Once this page created the account, the session it then starts is the new member's own.
  const isMember = session.status === 'ready' && created === null;

  const enter = () => {
    if (!created) return;
    signIn.mutate(
      { username: created.email, password: created.password },
      {
        onSuccess: ({ destination }) => {
          clearSignInRedirect();
          void navigate(destination, { replace: true });
        },
        onError: (error) => console.warn('The automatic sign-in after the trial sign-up failed', error),
      },
    );
  };

  return (
    <Container size={step === 0 ? 1180 : 980} py={{ base: 32, sm: 56 }} px={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        {isMember ? (
          <Alert color="orange" variant="light" icon={<AlertIcon />} role="alert">
            {messages.loggedInAsMember}
          </Alert>
        ) : null}
        {step === 0 ? <WelcomeStep onStart={() => setStep(1)} signedIn={session.status === 'ready'} /> : null}
        {step !== 0 ? (
          <Stack gap="lg">
            <Stack gap={6}>
              <Text fz="xs" fw={700} tt="uppercase" c="honey.8" style={{ letterSpacing: '0.1em' }} data-testid="trial-step">
                Step {step} of 2
              </Text>
              <Title order={1} c="forest.9" fz={{ base: 28, sm: 34 }} lh={1.15}>
                {STEP_TITLES[step]}
              </Title>
              {step === 1 ? <Text c="dimmed">Goodhive funds $1.00 of giving for you. Pick where it goes.</Text> : null}
              {step === 2 && impact ? (
                <Text c="dimmed">
                  Your first impact: <strong>{impact.outcome}</strong>, {impact.amount} funded by Goodhive.
                </Text>
              ) : null}
            </Stack>
            {step === 1 ? <ImpactStep value={impactKey} onChange={setImpactKey} onSubmit={() => setStep(2)} /> : null}
            {step === 2 && impact ? (
              <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs">
                <SignUpForm
                  impact={impact}
                  referralCode={referralCode}
                  disabled={isMember}
                  onBack={() => setStep(1)}
                  onCreated={setCreated}
                />
              </Paper>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
      {impact ? (
        <CongratulationsModal
          opened={created !== null}
          impact={impact}
          onEnter={enter}
          entering={signIn.isPending || signIn.isSuccess}
          signInError={signIn.isError ? messages.wrongCredentials : null}
          referral={created?.referral ?? null}
        />
      ) : null}
    </Container>
  );
}

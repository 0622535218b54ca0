import { Anchor, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { clearTokens, readRememberedUsername, useSignIn } from '../../../lib/auth';
import { LOGIN_STEPS, PATHS } from '../../../lib/paths';
import { checkEmailIsVerified, sendOtp } from '../api/sign-in-codes';
import { checkLoginForm, type LoginFormValues } from '../login-schema';
import { checkResolver, useStepForm } from '../use-step-form';
import { AuthForm, EmailField } from './auth-form';
import { PasswordField } from './password-field';

/** A code was e-mailed: the next step needs the user id and, for the final password grant, the credentials. */
export type OtpChallenge = { userId: number; credentials: LoginFormValues };

type StartResult = { needsCode: false } | { needsCode: true; userId: number };

/** Checks the credentials and whether the account has two-factor sign-in; if it does, e-mails the code. */
async function startSignIn(values: LoginFormValues): Promise<StartResult> {
  if ((await checkEmailIsVerified(values)) === 'no') return { needsCode: false };
  return { needsCode: true, userId: await sendOtp(values) };
}

/**
 * Step 1 of sign-in: e-mail and password. A verified e-mail gets the
 * code step (`onCodeSent`); any other account signs in directly. Server answers show for 3 seconds.
 */
export function LoginForm({ onCodeSent }: { onCodeSent?: (challenge: OtpChallenge) => void }) {
  const start = useMutation({ mutationFn: startSignIn });
  const signIn = useSignIn();
  const { register, errors, message, show, onValid } = useStepForm(checkResolver(checkLoginForm), { defaultValues: { username: readRememberedUsername(), password: '' } });

  const fail = (error: unknown) => {
    console.warn('Sign-in failed', error);
    clearTokens();
    show(errorMessage(error));
  };

  const onSubmit = onValid((values) => {
    start.mutate(values, {
      onSuccess: (result) => {
        if (result.needsCode) onCodeSent?.({ userId: result.userId, credentials: values });
        else signIn.mutate(values, { onError: fail });
      },
      onError: fail,
    });
  });

  return (
    <AuthForm
      onSubmit={onSubmit}
      aria-label="Sign in"
      message={message}
      submit={{ label: 'Login', pending: start.isPending || signIn.isPending || signIn.isSuccess }}
      footer={
        <>
          <Group justify="center">
            <Anchor component={Link} to={`?step=${LOGIN_STEPS.forgotPassword}`} fz="sm" fw={600}>
              Forgot your password?
            </Anchor>
          </Group>
          <Text fz="sm" ta="center" c="dimmed">
            Don&apos;t have an account?{' '}
            <Anchor component={Link} to={PATHS.join} fw={600}>
              Join Goodhive
            </Anchor>
          </Text>
        </>
      }
    >
      <EmailField error={errors.username?.message} {...register('username')} />
      <PasswordField label="Password" autoComplete="current-password" placeholder="Your password" error={errors.password?.message} {...register('password')} />
    </AuthForm>
  );
}

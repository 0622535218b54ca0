import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { clearTokens, readRememberedUsername, useSignIn } from '../../../lib/auth';
import { LOGIN_STEPS, PATHS } from '../../../lib/paths';
import { checkEmailIsVerified, sendOtp } from '../api/sign-in-codes';
import { loginFormSchema, type LoginFormValues } from '../login-schema';
import { useTimedMessage } from '../use-timed-message';
import { FormMessage } from './form-message';

/** A code was e-mailed: the next step needs the user id and, for the final password grant, the credentials. */
export type OtpChallenge = { userId: number; credentials: LoginFormValues };

type StartResult = { needsCode: false } | { needsCode: true; userId: number };

/** Checks the credentials and whether the account has two-factor sign-in; if it does, e-mails the code. */
async function startSignIn(values: LoginFormValues): Promise<StartResult> {
  if ((await checkEmailIsVerified(values)) === 'no') return { needsCode: false };
  return { needsCode: true, userId: await sendOtp(values) };
}

/**
 * Step 1 of sign-in (business-and-public §2 and §4): e-mail and password. A verified e-mail gets the
 * code step (`onCodeSent`); any other account signs in directly. Server answers show for 3 seconds.
 */
export function LoginForm({ onCodeSent }: { onCodeSent?: (challenge: OtpChallenge) => void }) {
  const start = useMutation({ mutationFn: startSignIn });
  const signIn = useSignIn();
  const { message, show, clear } = useTimedMessage();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: readRememberedUsername(), password: '' },
  });

  const fail = (error: unknown) => {
    console.warn('Sign-in failed', error);
    clearTokens();
    show(errorMessage(error));
  };

  const onSubmit = handleSubmit((values) => {
    clear();
    start.mutate(values, {
      onSuccess: (result) => {
        if (result.needsCode) onCodeSent?.({ userId: result.userId, credentials: values });
        else signIn.mutate(values, { onError: fail });
      },
      onError: fail,
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="md">
        <FormMessage message={message} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="you@company.com"
          size="md"
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          size="md"
          error={errors.password?.message}
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          visibilityToggleFocusable
          // One fixed name; Mantine adds aria-pressed, so assistive technology hears whether it is shown.
          visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
          {...register('password')}
        />
        <Button type="submit" size="md" fullWidth loading={start.isPending || signIn.isPending || signIn.isSuccess}>
          Login
        </Button>
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
      </Stack>
    </form>
  );
}

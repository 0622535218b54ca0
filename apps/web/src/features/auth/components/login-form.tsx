import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { LOGIN_MESSAGE_MS } from '@goodhive/contract';
import { AlertIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-error';
import { readRememberedUsername } from '../../../lib/auth';
import { useSignIn } from '../api/sign-in';
import { loginFormSchema, type LoginFormValues } from '../login-schema';
import { PATHS } from '../../../lib/paths';

type ServerMessage = { text: string; key: number };

/** E-mail and password sign-in; the server's answer shows for LOGIN_MESSAGE_MS, then goes away. */
export function LoginForm() {
  const signIn = useSignIn();
  const [serverMessage, setServerMessage] = useState<ServerMessage | null>(null);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: readRememberedUsername(), password: '' },
  });

  useEffect(() => {
    if (!serverMessage) return;
    const timer = window.setTimeout(() => setServerMessage(null), LOGIN_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [serverMessage]);

  const onSubmit = handleSubmit((values) => {
    setServerMessage(null);
    signIn.mutate(values, {
      onError: (error) => {
        console.warn('Sign-in failed', error);
        // `key` restarts the timer when the same message comes twice in a row.
        setServerMessage({ text: errorMessage(error), key: Date.now() });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {serverMessage ? (
          <Alert key={serverMessage.key} color="red" variant="light" role="alert" icon={<AlertIcon />} py="xs">
            {serverMessage.text}
          </Alert>
        ) : null}
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
        <Button type="submit" size="md" fullWidth loading={signIn.isPending || signIn.isSuccess}>
          Login
        </Button>
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

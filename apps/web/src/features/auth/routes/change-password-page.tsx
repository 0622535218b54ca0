import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ACCOUNT_LABELS, accountMessages, messages } from '@goodhive/contract/texts';
import { DetailList } from '../../../components/ui/detail-list';
import { PageHeader } from '../../../components/ui/page-header';
import { accountHeading } from '../../../lib/account';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { changePassword, sendVerificationEmail, signOutOtherSessions } from '../api/password-reset';
import { PasswordField } from '../components/password-field';
import { FormMessage } from '../components/form-message';
import { PasswordPair } from '../components/password-pair';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { fieldErrorsFor } from '../field-errors';
import type { ChangePasswordValues } from '../password-schemas';
import { useTimedMessage } from '../use-timed-message';

// The form's checks load with its first check, not with the screen.
const changePasswordResolver = lazyZodResolver(() => import('../password-schemas').then((module) => module.changePasswordFormSchema));
const EMPTY: ChangePasswordValues = { current_password: '', password: '', re_password: '' };

/**
 * Routes 'reset-password' (/reset-password) and 'business.personal.reset-password'
 * (/personal/reset-password): the signed-in user's login e-mail and a password change. Other sessions
 * of the account end when the password changes.
 */
export function ChangePasswordPage() {
  const user = useSignedInUser();
  const change = useMutation({ mutationFn: changePassword });
  const signOutOthers = useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: (ended) => toast.success(ended ? `${messages.otherSessionsEnded} (${ended === 1 ? '1 session' : `${ended} sessions`} ended)` : messages.otherSessionsEnded),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const verification = useMutation({
    mutationFn: sendVerificationEmail,
    onSuccess: (message) => toast.success(message ?? accountMessages.verificationSent),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const { message, show, clear } = useTimedMessage();
  const {
    register,
    handleSubmit,
    reset,
    trigger,
    getFieldState,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordValues>({ resolver: changePasswordResolver, mode: 'onTouched', defaultValues: EMPTY });

  const onSubmit = handleSubmit((values) => {
    clear();
    change.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        toast.success(messages.passwordChanged);
      },
      onError: (error) => {
        const fields = fieldErrorsFor(error instanceof ApiError ? error.errors : undefined, ['current_password', 'password', 're_password'] as const);
        fields.forEach(([field, text]) => setError(field, { message: text }));
        if (fields.length === 0) show(errorMessage(error), 'error', true);
      },
    });
  });
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow={user.type === 'business' ? accountHeading(user) : 'Your account'}
        title={ACCOUNT_LABELS.passwordSettings}
        description="The e-mail you sign in with, and your password. Changing the password signs you out everywhere else."
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="login-details-title">
          <Title order={2} fz={20} c="forest.9" id="login-details-title" mb="sm">
            Login details
          </Title>
          <DetailList
            items={[
              { label: 'Login e-mail', value: user.email },
              { label: 'Two-factor sign-in', value: user.is_verified ? 'On: a code is e-mailed at each sign-in' : 'Off until you verify your e-mail' },
            ]}
          />
          {user.is_verified ? null : (
            <Stack gap={6} mt="md" align="flex-start">
              <Text fz="sm" c="dimmed">
                Verifying your e-mail turns on two-factor sign-in: each sign-in then asks for a code we e-mail you.
              </Text>
              <Button variant="default" onClick={() => verification.mutate()} loading={verification.isPending} disabled={verification.isSuccess}>
                {verification.isSuccess ? 'Verification e-mail sent' : 'Send me a verification e-mail'}
              </Button>
            </Stack>
          )}
        </Paper>
        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="change-password-title">
          <Title order={2} fz={20} c="forest.9" id="change-password-title">
            Change your password
          </Title>
          <Text fz="sm" c="dimmed" mb="md">
            Enter your current password, then the new one twice.
          </Text>
          <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
            <Stack gap="md">
              <FormMessage message={message} />
              <PasswordField label="Current password" autoComplete="current-password" error={errors.current_password?.message} {...register('current_password')} />
              <PasswordPair
                register={register}
                errors={errors}
                passwordLabel="New password"
                confirmLabel="Confirm new password"
                onPasswordChange={() => {
                  if (getFieldState('re_password').isTouched) void trigger('re_password');
                }}
              />
              <Button type="submit" size="md" loading={change.isPending} disabled={hasErrors || change.isPending} w={{ base: '100%', sm: 'auto' }}>
                Update password
              </Button>
            </Stack>
          </form>
        </Paper>
        {user.impersonator_id === null ? (
          <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="other-sessions-title">
            <Title order={2} fz={20} c="forest.9" id="other-sessions-title">
              Other sessions
            </Title>
            <Text fz="sm" c="dimmed" mb="md">
              Signed in on a shared computer or a lost phone? End every session but this one.
            </Text>
            <Button variant="default" onClick={() => signOutOthers.mutate()} loading={signOutOthers.isPending} w={{ base: '100%', sm: 'auto' }}>
              Sign out all other sessions
            </Button>
          </Paper>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}

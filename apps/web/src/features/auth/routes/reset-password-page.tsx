import { Alert, Button, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { messages } from '@goodhive/contract/texts';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { markResetLinkExpired } from '../../../lib/auth';
import { LOGIN_STEPS, PATHS, loginStepPath } from '../../../lib/paths';
import { confirmPasswordReset, validateResetLink } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { PasswordPair } from '../components/password-pair';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { fieldErrorsFor } from '../field-errors';
import { useStepForm } from '../use-step-form';

// The form's checks load with its first check, not with the screen.
const newPasswordResolver = lazyZodResolver(() => import('../password-schemas').then((module) => module.newPasswordSchema));

function NewPasswordForm({ code }: { code: string }) {
  const confirm = useMutation({ mutationFn: confirmPasswordReset });
  const { register, trigger, getFieldState, setError, errors, message, show, onValid } = useStepForm(newPasswordResolver, { mode: 'onTouched', defaultValues: { password: '', re_password: '' } });

  const onSubmit = onValid((values) => {
    confirm.mutate(
      { code, ...values },
      {
        onError: (error) => {
          console.warn('The password reset failed', error);
          const fields = fieldErrorsFor(error instanceof ApiError ? error.errors : undefined, ['password', 're_password'] as const);
          fields.forEach(([field, text]) => setError(field, { message: text }));
          if (fields.length === 0) show(errorMessage(error), 'error', true);
        },
      },
    );
  });

  if (confirm.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="forest" variant="light" icon={<CheckCircleIcon />} role="status">
          {messages.passwordChanged}
        </Alert>
        <Button component={Link} to={PATHS.login} size="md" fullWidth>
          Login
        </Button>
      </Stack>
    );
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <AuthForm onSubmit={onSubmit} aria-label="Update password" message={message} submit={{ label: 'Submit', pending: confirm.isPending, disabled: hasErrors || confirm.isPending }}>
      <PasswordPair
        register={register}
        errors={errors}
        onPasswordChange={() => {
          if (getFieldState('re_password').isTouched) void trigger('re_password');
        }}
      />
    </AuthForm>
  );
}

/**
 * Route 'forgot-password' (/forgot-password/{key}), the e-mailed reset link: the link is checked on
 * load; an expired or used one (date_diff 1) goes to sign-in with the expiry flag stored, otherwise
 * the visitor chooses a new password.
 */

export function ResetPasswordPage() {
  const { key = '' } = useParams();
  const navigate = useNavigate();
  const link = useQuery({
    queryKey: ['auth', 'reset-link', key],
    queryFn: () => validateResetLink(key),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (link.data !== 1) return;
    markResetLinkExpired();
    void navigate(PATHS.login, { replace: true });
  }, [link.data, navigate]);

  return (
    <AuthCard
      title="Update password"
      lead={link.isError ? 'Reset links work once, for an hour after we send them.' : 'Choose a new password for your Goodhive account.'}
      testId="reset-password-panel"
    >
      {link.isPending || link.data === 1 ? <LoadingState label="Checking your link…" /> : null}
      {link.isError ? (
        <Stack gap="md">
          <ErrorState
            title="This link does not work"
            error={link.error}
            onRetry={link.error instanceof ApiError && link.error.status === 404 ? undefined : () => void link.refetch()}
          />
          <Button component={Link} to={loginStepPath(LOGIN_STEPS.forgotPassword)} variant="default" fullWidth>
            Request a new link
          </Button>
        </Stack>
      ) : null}
      {link.data === 0 ? <NewPasswordForm code={key} /> : null}
    </AuthCard>
  );
}

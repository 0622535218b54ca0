import { Anchor, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messages } from '@goodhive/contract/texts';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { PATHS } from '../../../lib/paths';
import { requestPasswordReset, resetRequestErrorMessage } from '../api/password-reset';
import { checkForgotPassword } from '../login-schema';
import { checkResolver, useStepForm } from '../use-step-form';
import { AuthForm, EmailField } from './auth-form';

/**
 * Step 2 of sign-in, forgot password: the e-mail, 'Go to Login' and Submit,
 * which is disabled while the field has an error or a request is under way.
 */
export function ForgotPasswordForm({ defaultEmail }: { defaultEmail: string }) {
  const request = useMutation({ mutationFn: requestPasswordReset });
  const { register, errors, message, show, onValid } = useStepForm(checkResolver(checkForgotPassword), { mode: 'onTouched', defaultValues: { email: defaultEmail } });

  const onSubmit = onValid(({ email }) => {
    request.mutate(email, {
      // The confirmation stays: the next thing to do happens in the mailbox.
      onSuccess: () => show(messages.resetLinkSent, 'success', true),
      onError: (error) => {
        console.warn('The reset request failed', error);
        show(resetRequestErrorMessage(error));
      },
    });
  });

  return (
    <AuthForm
      onSubmit={onSubmit}
      aria-label="Reset your password"
      message={message}
      submit={{ label: 'Submit', pending: request.isPending, disabled: Boolean(errors.email) || request.isPending }}
      footer={
        <Group justify="center">
          <Anchor component={Link} to={PATHS.login} fz="sm" fw={600}>
            <Group gap={6} component="span">
              <ArrowLeftIcon size={16} />
              Go to Login
            </Group>
          </Anchor>
        </Group>
      }
    >
      <EmailField error={errors.email?.message} {...register('email')} />
    </AuthForm>
  );
}

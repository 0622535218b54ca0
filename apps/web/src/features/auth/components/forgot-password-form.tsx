import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { messages } from '@goodhive/contract';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { PATHS } from '../../../lib/paths';
import { requestPasswordReset, resetRequestErrorMessage } from '../api/password-reset';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../login-schema';
import { useTimedMessage } from '../use-timed-message';
import { FormMessage } from './form-message';

/**
 * Step 2 of sign-in, forgot password (business-and-public §2): the e-mail, 'Go to Login' and Submit,
 * which is disabled while the field has an error or a request is under way.
 */
export function ForgotPasswordForm({ defaultEmail }: { defaultEmail: string }) {
  const request = useMutation({ mutationFn: requestPasswordReset });
  const { message, show, clear } = useTimedMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(({ email }) => {
    clear();
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
    <form onSubmit={onSubmit} noValidate aria-label="Reset your password">
      <Stack gap="md">
        <FormMessage message={message} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="you@company.com"
          size="md"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="md" fullWidth loading={request.isPending} disabled={Boolean(errors.email) || request.isPending}>
          Submit
        </Button>
        <Group justify="center">
          <Anchor component={Link} to={PATHS.login} fz="sm" fw={600}>
            <Group gap={6} component="span">
              <ArrowLeftIcon size={16} />
              Go to Login
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { OTP_LENGTH, accountMessages, messages } from '@goodhive/contract/texts';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { clearTokens, useSignIn } from '../../../lib/auth';
import { resendOtp, verifyOtp } from '../api/sign-in-codes';
import { checkOtpForm, toOtpDigits } from '../login-schema';
import { checkResolver, useStepForm } from '../use-step-form';
import { AuthForm } from './auth-form';
import type { OtpChallenge } from './login-form';
import classes from './otp-form.module.css';

/** The server's words for a refused code (wrong, expired, too many tries), else the contract's 'OTP verification failed' text. */
function otpErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : messages.otpFailed;
}

/**
 * The sign-in's one-time-code step: the 4-digit code from the e-mail, Login, and
 * Resend OTP. A right code yields a ticket; the full sign-in then runs with it.
 */
export function OtpForm({ challenge, onBack }: { challenge: OtpChallenge; onBack: () => void }) {
  const verify = useMutation({ mutationFn: (otp: string) => verifyOtp(challenge.userId, otp) });
  const resend = useMutation({ mutationFn: () => resendOtp(challenge.userId) });
  const signIn = useSignIn();
  const { control, setFocus, resetField, errors, message, show, clear, onValid } = useStepForm(checkResolver(checkOtpForm), { defaultValues: { otp: '' } });

  const onSubmit = onValid(({ otp }) => {
    verify.mutate(otp, {
      onSuccess: (ticket) =>
        signIn.mutate(
          { ...challenge.credentials, otp_ticket: ticket },
          {
            onError: (error) => {
              console.warn('Sign-in failed after the code', error);
              show(errorMessage(error));
            },
          },
        ),
      onError: (error) => {
        console.warn('The code was refused', error);
        clearTokens();
        show(otpErrorMessage(error));
        setFocus('otp');
      },
    });
  });

  const onResend = () => {
    clear();
    resend.mutate(undefined, {
      onSuccess: () => {
        resetField('otp');
        show(accountMessages.otpSent, 'info');
        setFocus('otp');
      },
      onError: (error) => show(errorMessage(error)),
    });
  };

  return (
    <AuthForm
      onSubmit={onSubmit}
      aria-label="Enter your sign-in code"
      message={message}
      submit={{ label: 'Login', pending: verify.isPending || signIn.isPending || signIn.isSuccess }}
      footer={
        <Stack gap={6} align="center">
          <Text fz="sm" c="dimmed">
            No e-mail?{' '}
            <Anchor component="button" type="button" fz="sm" fw={600} onClick={onResend} disabled={resend.isPending}>
              Resend OTP
            </Anchor>
          </Text>
          <Anchor component="button" type="button" fz="sm" c="dimmed" onClick={onBack}>
            Use another account
          </Anchor>
        </Stack>
      }
    >
      <Controller
        control={control}
        name="otp"
        render={({ field }) => (
          <TextInput
            label="Sign-in code"
            autoComplete="one-time-code"
            inputMode="numeric"
            placeholder="0000"
            maxLength={OTP_LENGTH}
            size="md"
            // The code is the one thing to do on this step.
            data-autofocus
            autoFocus
            classNames={{ input: classes.code }}
            error={errors.otp?.message}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(toOtpDigits(event.currentTarget.value))}
          />
        )}
      />
    </AuthForm>
  );
}

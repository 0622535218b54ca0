import { Button, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { ComponentProps, ReactNode, Ref } from 'react';
import type { FormMessage as Message } from '../use-timed-message';
import { FormMessage } from './form-message';

type AuthFormProps = Omit<ComponentProps<'form'>, 'children'> & {
  /** The server's last answer, shown above the fields. */
  message: Message | null;
  /** The full-width submit button; it spins while the step's requests run. */
  submit: { label: string; pending: boolean; disabled?: boolean };
  /** The step's fields. */
  children: ReactNode;
  /** Links under the button (forgot password, go back). */
  footer?: ReactNode;
};

/** The frame of a sign-in step's form (sign-in, code, forgot password, new password): answer, fields, submit, links. */
export function AuthForm({ message, submit, children, footer, ...form }: AuthFormProps) {
  return (
    <form noValidate {...form}>
      <Stack gap="md">
        <FormMessage message={message} />
        {children}
        <Button type="submit" size="md" fullWidth loading={submit.pending} disabled={submit.disabled}>
          {submit.label}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}

/** The account's e-mail on the sign-in and forgot-password steps; the browser offers the remembered login. */
export function EmailField(props: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return <TextInput label="Email" type="email" autoComplete="username" inputMode="email" placeholder="you@company.com" size="md" {...props} />;
}

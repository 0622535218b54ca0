import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PasswordField } from './password-field';

type PairValues = { password: string; re_password: string };

type PasswordPairProps<T extends PairValues> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  passwordLabel?: string;
  confirmLabel?: string;
  /** Re-checks the confirmation once it was filled, so 'do not match' goes away as soon as they do. */
  onPasswordChange?: () => void;
};

/** A new password and its confirmation, each with its own show/hide toggle. */
export function PasswordPair<T extends PairValues>({
  register,
  errors,
  passwordLabel = 'Password',
  confirmLabel = 'Confirm password',
  onPasswordChange,
}: PasswordPairProps<T>) {
  // The generic form is narrowed to the two fields this component owns.
  const reg = register as unknown as UseFormRegister<PairValues>;
  const errs = errors as FieldErrors<PairValues>;
  return (
    <>
      <PasswordField
        label={passwordLabel}
        // The rule's own error repeats it, so the hint steps aside while an error shows.
        description={errs.password ? undefined : 'At least 8 characters, with a lowercase letter, an uppercase letter and a number.'}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autoComplete="new-password"
        error={errs.password?.message}
        {...reg('password', { onChange: onPasswordChange })}
      />
      <PasswordField label={confirmLabel} autoComplete="new-password" error={errs.re_password?.message} {...reg('re_password')} />
    </>
  );
}

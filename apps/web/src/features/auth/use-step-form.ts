import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Mode, type Resolver } from 'react-hook-form';
import type { FormCheck } from './login-schema';
import { useTimedMessage } from './use-timed-message';

/** A form resolver from a plain check: the checked values when every field is right, else each field's message. */
export function checkResolver<V extends FieldValues>(check: FormCheck<V>): Resolver<V> {
  return (input) => {
    const { values, errors } = check(input);
    const entries = Object.entries(errors) as [string, string][];
    if (entries.length === 0) return { values, errors: {} };
    const fieldErrors = Object.fromEntries(entries.map(([name, message]) => [name, { type: 'validate', message }])) as FieldErrors<V>;
    return { values: {}, errors: fieldErrors };
  };
}

/**
 * A sign-in step's form: the fields checked with the step's resolver (`errors` says what is wrong), and the
 * server's answer above them (`message`; `show` and `clear` set it). `onValid` wraps what the step does
 * with valid values, so the last answer goes as the new request starts.
 */
export function useStepForm<V extends FieldValues>(resolver: Resolver<V>, options: { defaultValues: DefaultValues<V>; mode?: Mode }) {
  const form = useForm<V>({ resolver, ...options });
  const { message, show, clear } = useTimedMessage();
  const onValid = (run: (values: V) => void) =>
    form.handleSubmit((values) => {
      clear();
      run(values);
    });
  return { ...form, errors: form.formState.errors, message, show, clear, onValid };
}

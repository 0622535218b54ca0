import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Mode } from 'react-hook-form';
import type { z } from 'zod';
import { useTimedMessage } from './use-timed-message';

/**
 * A sign-in step's form: the fields checked with the step's schema (`errors` says what is wrong), and the
 * server's answer above them (`message`; `show` and `clear` set it). `onValid` wraps what the step does
 * with valid values, so the last answer goes as the new request starts.
 */
export function useStepForm<V extends FieldValues>(schema: z.ZodType<V, V>, options: { defaultValues: DefaultValues<V>; mode?: Mode }) {
  const form = useForm<V>({ resolver: zodResolver(schema), ...options });
  const { message, show, clear } = useTimedMessage();
  const onValid = (run: (values: V) => void) =>
    form.handleSubmit((values) => {
      clear();
      run(values);
    });
  return { ...form, errors: form.formState.errors, message, show, clear, onValid };
}

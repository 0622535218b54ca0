import { deferred } from '../../../components/ui/deferred';
import { FormPlaceholder } from '../../../components/ui/form-placeholder';
import type { SignUpFormProps } from './sign-up-form';

/** The trial sign-up form, loaded after the first paint with its validation and inputs (see sign-up-form.tsx). */
export const SignUpForm = deferred<SignUpFormProps>(
  () => import('./sign-up-form').then((module) => module.SignUpForm),
  () => <FormPlaceholder label="Loading the sign-up form…" height={760} />,
);

import { deferred } from '../../../components/ui/deferred';
import { FormPlaceholder } from '../../../components/ui/form-placeholder';
import type { UpdateFormProps } from './update-form';

/** The project update form, loaded after the first paint with its validation and pickers (see update-form.tsx). */
export const UpdateForm = deferred<UpdateFormProps>(
  () => import('./update-form').then((module) => module.UpdateForm),
  () => <FormPlaceholder label="Loading the update form…" height={900} />,
);

import { deferred } from '../../../../components/ui/deferred';
import { FormPlaceholder } from '../../../../components/ui/form-placeholder';
import type { BundleFormProps } from './bundle-form';

/** The bundle form, loaded after the first paint with its validation and pickers (see bundle-form.tsx). */
export const BundleForm = deferred<BundleFormProps>(
  () => import('./bundle-form').then((module) => module.BundleForm),
  () => <FormPlaceholder label="Loading the bundle form…" height={1200} />,
);

import { deferred } from '../../../components/ui/deferred';
import { FormPlaceholder } from '../../../components/ui/form-placeholder';
import type { ReferralFormProps } from './referral-form';

/** The project referral form, loaded after the first paint with its validation and inputs (see referral-form.tsx). */
export const ReferralForm = deferred<ReferralFormProps>(
  () => import('./referral-form').then((module) => module.ReferralForm),
  () => <FormPlaceholder label="Loading the referral form…" height={820} />,
);

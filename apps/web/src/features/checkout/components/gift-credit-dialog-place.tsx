import { deferred } from '../../../components/ui/deferred';

/** The one-time gift credit dialog, loaded after the first paint of the business home (it shows once, over it). */
export const GiftCreditDialog = deferred<Record<string, never>>(
  () => import('./gift-credit-dialog').then((module) => module.GiftCreditDialog),
  () => null,
);

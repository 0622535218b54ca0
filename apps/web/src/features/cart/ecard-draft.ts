import type { Cart } from '@goodhive/contract';
import { ECARD_TEMPLATES } from '@goodhive/contract/texts';
import type { CartChange } from './api/change-cart';

/** The gift e-card as edited on /giving-cart, before it is saved on the cart. */
export type EcardDraft = {
  enabled: boolean;
  templateId: number;
  message: string;
  recipientName: string;
  recipientEmail: string;
};

export type EcardField = 'templateId' | 'message' | 'recipientName' | 'recipientEmail';

const FIELD_OF: Record<string, EcardField> = {
  ecard_template_id: 'templateId',
  ecard_message: 'message',
  recipient_name: 'recipientName',
  recipient_email: 'recipientEmail',
};

/** The draft for what the cart holds (the first template when it has no e-card yet). */
export function draftFromCart(ecard: Cart['ecard']): EcardDraft {
  return {
    enabled: ecard !== null,
    templateId: ecard?.template_id ?? ECARD_TEMPLATES[0].id,
    message: ecard?.message ?? '',
    recipientName: ecard?.recipient_name ?? '',
    recipientEmail: ecard?.recipient_email ?? '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The cart operation that saves the draft (or removes the e-card when it is switched off). */
export function ecardChangeOf(draft: EcardDraft): Extract<CartChange, { op: 'ecard' }> {
  if (!draft.enabled) return { op: 'ecard', ecard_template_id: null };
  return {
    op: 'ecard',
    ecard_template_id: draft.templateId,
    ecard_message: orNull(draft.message),
    recipient_name: orNull(draft.recipientName),
    recipient_email: orNull(draft.recipientEmail),
  };
}

/** The contract's e-card schema (with zod): loaded after the first paint of the cart page. */
export type EcardChecks = (typeof import('./ecard-schema'))['cartEcardSchema'];
export const loadEcardChecks = (): Promise<EcardChecks> => import('./ecard-schema').then((module) => module.cartEcardSchema);

/** What is wrong with the draft, per field, in the contract's words (the server checks the same schema). */
export function ecardDraftErrors(draft: EcardDraft, checks: EcardChecks): Partial<Record<EcardField, string>> {
  const parsed = checks.safeParse(ecardChangeOf(draft));
  if (parsed.success) return {};
  const errors: Partial<Record<EcardField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Whether the cart already holds exactly this draft (nothing to save). */
export function isDraftSaved(draft: EcardDraft, ecard: Cart['ecard']): boolean {
  const saved = ecardChangeOf(draftFromCart(ecard));
  const wanted = ecardChangeOf(draft);
  return JSON.stringify(saved) === JSON.stringify(wanted);
}

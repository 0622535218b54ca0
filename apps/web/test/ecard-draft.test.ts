import { beforeAll, describe, expect, it } from 'vitest';
import { ECARD_MESSAGE_MAX, ECARD_TEMPLATES } from '@goodhive/contract';
import { draftFromCart, ecardChangeOf, ecardDraftErrors, isDraftSaved, loadEcardChecks, type EcardChecks } from '../src/features/cart/ecard-draft';

let checks: EcardChecks;
beforeAll(async () => {
  checks = await loadEcardChecks();
});

const saved = { template_id: 2, message: 'For the team', recipient_name: 'Ana', recipient_email: 'ana@example.com' };

describe('the gift e-card draft', () => {
  it('starts from the saved card, or switched off on the first design', () => {
    expect(draftFromCart(saved)).toEqual({ enabled: true, templateId: 2, message: 'For the team', recipientName: 'Ana', recipientEmail: 'ana@example.com' });
    expect(draftFromCart(null)).toEqual({ enabled: false, templateId: ECARD_TEMPLATES[0].id, message: '', recipientName: '', recipientEmail: '' });
  });

  it('saves trimmed values, blanks as null, and removes the card when switched off', () => {
    expect(ecardChangeOf({ enabled: true, templateId: 3, message: '  Hi  ', recipientName: ' ', recipientEmail: '' })).toEqual({
      op: 'ecard',
      ecard_template_id: 3,
      ecard_message: 'Hi',
      recipient_name: null,
      recipient_email: null,
    });
    expect(ecardChangeOf({ ...draftFromCart(saved), enabled: false })).toEqual({ op: 'ecard', ecard_template_id: null });
  });

  it("explains a wrong e-mail in the contract's words", () => {
    expect(ecardDraftErrors({ ...draftFromCart(saved), recipientEmail: 'not-an-email' }, checks)).toEqual({ recipientEmail: 'Please enter a valid email address.' });
    expect(ecardDraftErrors({ ...draftFromCart(saved), message: 'x'.repeat(ECARD_MESSAGE_MAX + 1) }, checks)).toHaveProperty('message');
    expect(ecardDraftErrors(draftFromCart(saved), checks)).toEqual({});
  });

  it('knows when there is nothing to save', () => {
    expect(isDraftSaved(draftFromCart(saved), saved)).toBe(true);
    expect(isDraftSaved({ ...draftFromCart(saved), message: 'For the team ' }, saved)).toBe(true);
    expect(isDraftSaved({ ...draftFromCart(saved), message: 'Another' }, saved)).toBe(false);
    expect(isDraftSaved(draftFromCart(null), null)).toBe(true);
    expect(isDraftSaved({ ...draftFromCart(null), enabled: true }, null)).toBe(false);
  });
});

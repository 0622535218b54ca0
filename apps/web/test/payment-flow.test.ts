// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ContributionGroup } from '@goodhive/contract';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_TIMEOUT_MS, creditCoverage, isProviderUrl, nextPollDelay, parseGroupParam, paymentOutcome, paymentPageStep, resultPathFor } from '../src/features/checkout/payment-flow';
import { parsePaymentLink } from '../src/features/checkout/payment-link';
import { givingAccountParams, givingAccountOf } from '../src/lib/giving-account';
import { makeUser } from './fixtures';

const TOKEN = 'vOAFQUzauuni8BqdOZOyTprrejbRtDF8QOKt_cNqyxc';

describe('the payment link /payment-redirect/{type}/{userToken}/{contributionGroupId}', () => {
  it('reads the account type, the payment token and the group', () => {
    expect(parsePaymentLink({ type: 'company', userToken: TOKEN, contributionGroupId: '15' })).toEqual({ type: 'company', paymentToken: TOKEN, groupId: 15 });
    expect(parsePaymentLink({ type: 'user', userToken: TOKEN, contributionGroupId: '7' })?.type).toBe('user');
  });

  it.each([
    [{ type: 'partner', userToken: TOKEN, contributionGroupId: '15' }],
    [{ type: 'user', userToken: 'short', contributionGroupId: '15' }],
    [{ type: 'user', userToken: 'x'.repeat(201), contributionGroupId: '15' }],
    [{ type: 'user', userToken: TOKEN, contributionGroupId: '0' }],
    [{ type: 'user', userToken: TOKEN, contributionGroupId: '-3' }],
    [{ type: 'user', userToken: TOKEN, contributionGroupId: '1.5' }],
    [{ type: 'user', userToken: TOKEN, contributionGroupId: '15abc' }],
    [{ type: 'user', userToken: TOKEN }],
    [{}],
  ])('refuses %j', (params) => {
    expect(parsePaymentLink(params)).toBeNull();
  });

  it('reads the ?group= of the result pages', () => {
    expect(parseGroupParam('42')).toBe(42);
    for (const bad of [null, '', '0', 'abc', '-1', '4.2', '1'.repeat(20)]) expect(parseGroupParam(bad)).toBeNull();
  });
});

describe('what the payment page does with a group', () => {
  const step = (status: ContributionGroup['status'], funded_by = 'customer') => paymentPageStep({ status, funded_by });

  it('pays a pending group, sends a group paid by credit to the success page, and explains the rest', () => {
    expect(step('pending')).toBe('pay');
    expect(step('paid', 'credit')).toBe('paid-by-credit');
    expect(step('paid')).toBe('already-paid');
    expect(step('failed')).toBe('not-payable');
    expect(step('cancelled')).toBe('not-payable');
  });

  it('points a settled group at its result page', () => {
    expect(resultPathFor({ id: 9, status: 'paid' })).toBe('/payment-success/?group=9');
    expect(resultPathFor({ id: 9, status: 'failed' })).toBe('/payment-failed/?group=9');
    expect(resultPathFor({ id: 9, status: 'cancelled' })).toBe('/payment-cancelled?group=9');
    expect(resultPathFor({ id: 9, status: 'pending' })).toBeNull();
  });
});

describe('waiting for the confirmation on the success page', () => {
  it('polls a pending group until the time limit, then stops and offers to check again', () => {
    expect(paymentOutcome('pending', 0)).toBe('confirming');
    expect(nextPollDelay('pending', 0)).toBe(PAYMENT_POLL_INTERVAL_MS);
    expect(nextPollDelay('pending', PAYMENT_POLL_TIMEOUT_MS - 1)).toBe(PAYMENT_POLL_INTERVAL_MS);
    expect(paymentOutcome('pending', PAYMENT_POLL_TIMEOUT_MS)).toBe('delayed');
    expect(nextPollDelay('pending', PAYMENT_POLL_TIMEOUT_MS)).toBe(false);
  });

  it('keeps polling while the clock of a restarted wait is still behind the last answer', () => {
    // "Check again" restarts the wait just before the next answer arrives: the difference is negative.
    expect(paymentOutcome('pending', -500)).toBe('confirming');
  });

  it('stops at once for a settled group, and before the first answer', () => {
    for (const status of ['paid', 'failed', 'cancelled'] as const) {
      expect(paymentOutcome(status, 0)).toBe(status);
      expect(nextPollDelay(status, 0)).toBe(false);
    }
    expect(nextPollDelay(undefined, 0)).toBe(false);
  });
});

describe('what giving credit covers', () => {
  it('covers part of a larger checkout, leaving the rest for the card', () => {
    expect(creditCoverage(100, 1225)).toEqual({ coveredUsd: 100, dueUsd: 1125, coversAll: false });
  });

  it('covers the whole of a smaller checkout', () => {
    expect(creditCoverage(100, 30)).toEqual({ coveredUsd: 30, dueUsd: 0, coversAll: true });
    expect(creditCoverage(30, 30)).toEqual({ coveredUsd: 30, dueUsd: 0, coversAll: true });
  });

  it('works in cents, without floating-point remainders', () => {
    expect(creditCoverage(0.1, 0.1 + 0.2)).toEqual({ coveredUsd: 0.1, dueUsd: 0.2, coversAll: false });
    expect(creditCoverage(99.99, 100)).toEqual({ coveredUsd: 99.99, dueUsd: 0.01, coversAll: false });
  });

  it('covers nothing without credit or without a total', () => {
    expect(creditCoverage(0, 50)).toEqual({ coveredUsd: 0, dueUsd: 50, coversAll: false });
    expect(creditCoverage(-5, 50)).toEqual({ coveredUsd: 0, dueUsd: 50, coversAll: false });
    expect(creditCoverage(100, 0)).toEqual({ coveredUsd: 0, dueUsd: 0, coversAll: false });
  });
});

describe('the giving account and the provider address', () => {
  it('uses the company while the user shows the company account, else the personal one', () => {
    expect(givingAccountOf(makeUser())).toEqual({ userId: 3, companyId: 1 });
    expect(givingAccountOf(makeUser({ account: 'user' }))).toEqual({ userId: 3, companyId: null });
    expect(givingAccountOf(makeUser({ type: 'admin' }))).toBeNull();
  });

  it('names the account in API calls: company_id for a company, account=user for the personal one', () => {
    expect(givingAccountParams({ userId: 3, companyId: 1 })).toEqual({ user_id: 3, company_id: 1 });
    expect(givingAccountParams({ userId: 3, companyId: null })).toEqual({ user_id: 3, account: 'user' });
  });

  it('sends the browser only to web pages', () => {
    expect(isProviderUrl('https://checkout.stripe.com/c/pay/cs_test_1')).toBe(true);
    expect(isProviderUrl('http://localhost:3300/api/payments/sandbox/sbx_abc')).toBe(true);
    expect(isProviderUrl('/api/payments/sandbox/sbx_abc')).toBe(true);
    expect(isProviderUrl('javascript:alert(1)')).toBe(false);
    expect(isProviderUrl('data:text/html,hi')).toBe(false);
  });
});

import type { CurrentUser } from '@goodhive/contract';

/**
 * Whose giving a screen works with (the giving account): a user's personal account, or a
 * company's (companyId set). The giving cart, the checkout and the giving credits all act on one.
 */
export type GivingAccount = { userId: number; companyId: number | null };

/**
 * The giving account a signed-in user works with: the company's while they use their company account, else
 * their personal one; null for admins and partners, who do not give from this panel.
 */
export function givingAccountOf(user: Pick<CurrentUser, 'id' | 'type' | 'account' | 'user_business'>): GivingAccount | null {
  if (user.type !== 'business') return null;
  const companyId = user.account === 'company' ? (user.user_business?.company_id ?? null) : null;
  return { userId: user.id, companyId };
}

/**
 * The API parameters naming an account explicitly (cart, checkout and credit calls): company_id picks the
 * company's, account=user the personal one (without either, the server would pick the account the user acts as).
 */
export function givingAccountParams(account: GivingAccount): { user_id: number; account?: 'user'; company_id?: number } {
  return account.companyId === null ? { user_id: account.userId, account: 'user' } : { user_id: account.userId, company_id: account.companyId };
}

/**
 * Query keys of the giving cart. ['cart'] covers every cart query (the header badge, /giving-cart and the
 * checkout's copy of the cart it paid), so the cart and the payment screens refresh them all with one key.
 */
export const cartKeys = {
  all: ['cart'] as const,
  of: (account: GivingAccount) => ['cart', account.userId, account.companyId ?? 'personal'] as const,
  snapshot: (account: GivingAccount) => ['cart', 'snapshot', account.userId, account.companyId ?? 'personal'] as const,
};

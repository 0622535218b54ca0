import type { CompanyTokenDetails, EmployeeToken, HolderToken, TokenStatus } from '@goodhive/contract';
import { toAmount } from '../../lib/money.js';
import type { TokenRow } from './tokens.repository.js';

/** US dollars to whole cents. */
export const toCents = (usd: number) => Math.round(usd * 100);

type Sums = { balance: number; allocated: number } | undefined;

/** A token as its issuer sees it (balances from the ledger). */
export function presentEmployeeToken(t: TokenRow, sums: Sums): EmployeeToken {
  return {
    id: t.id,
    company_id: t.company_id,
    user_id: t.user_id,
    email: t.email,
    first_name: t.first_name,
    last_name: t.last_name,
    kind: t.kind as 'company' | 'external',
    status: t.status as TokenStatus,
    token_amount: toAmount(t.amount_cents),
    balance: toAmount(sums?.balance ?? 0),
    allocated: toAmount(sums?.allocated ?? 0),
    expires_at: t.expires_at.toISOString(),
    created_at: t.created_at.toISOString(),
    has_account: t.user_id !== null,
  };
}

/** A token as its holder sees it. */
export function presentHolderToken(t: TokenRow, companyName: string | null, sums: Sums): HolderToken {
  return {
    id: t.id,
    kind: t.kind as 'company' | 'external',
    company_id: t.company_id,
    company_name: companyName,
    status: t.status as TokenStatus,
    token_amount: toAmount(t.amount_cents),
    balance: toAmount(sums?.balance ?? 0),
    allocated: toAmount(sums?.allocated ?? 0),
    expires_at: t.expires_at.toISOString(),
    created_at: t.created_at.toISOString(),
  };
}

/** The company's balance and totals from the ledger's sums by transfer kind. */
export function presentCompanyDetails(
  company: { id: number; company_name: string; token_management_access: string },
  byKind: { kind: string; cents: number }[],
  tokens: { tokenPaid: number; holders: number },
): CompanyTokenDetails {
  const of = (kind: string) => byKind.find((k) => k.kind === kind)?.cents ?? 0;
  // The company's own giving from its balance (the Giving API's token payment) moves token.give off its account.
  const given = -of('token.give');
  // Token-paid contributions are the holders' allocations and the company's own giving from its balance.
  const allocated = tokens.tokenPaid - given;
  return {
    company_id: company.id,
    company_name: company.company_name,
    token_management_access: company.token_management_access,
    balance: toAmount(byKind.reduce((n, k) => n + k.cents, 0)),
    purchased: toAmount(of('token.purchase')),
    issued: toAmount(-of('token.issue')),
    allocated: toAmount(allocated),
    given: toAmount(given),
    revoked: toAmount(of('token.revoke')),
    expired: toAmount(of('token.expire')),
    // Every issued cent is allocated, returned (revoked, expired) or still held.
    outstanding: toAmount(-of('token.issue') - allocated - of('token.revoke') - of('token.expire')),
    holders: tokens.holders,
  };
}

import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { toAmount } from '../../lib/money.js';
import { resolveGivingAccount } from '../accounts/index.js';
import { primaryCardOfCompany } from '../billing/index.js';
import { creditBalanceCents } from '../giving/index.js';
import * as repo from './stories.repository.js';

/**
 * GET /api/story/getCompanyStatus/{id}: whether a company's monthly stories can be paid (a primary card or
 * giving credit) and how many are active. Members of the company (and staff) only.
 */
export async function companyStoryStatus(db: DbOrTx | Db, auth: AuthContext, companyId: number) {
  const account = await resolveGivingAccount(db, auth, { account: 'company', company_id: companyId }, 'read');
  const [card, credit, counts] = await Promise.all([primaryCardOfCompany(db, companyId), creditBalanceCents(db, account), repo.countActiveStories(db, account.ownerKey)]);
  return {
    company_id: companyId,
    has_primary_card: Boolean(card),
    card: card ? { brand: card.brand, last4: card.last4 } : null,
    credit_usd: toAmount(credit),
    active_stories: counts?.active ?? 0,
    monthly_stories: counts?.monthly ?? 0,
    can_automate: Boolean(card) || credit > 0,
  };
}

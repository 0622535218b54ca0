import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { companies, impactTokens, tokenPurchases, users } from '../db/schema/index.js';
import { ledgerAccount, transferMany } from '../modules/ledger/index.js';
import { DEMO_COMPANY, DEMO_USERS } from './demo-data.js';

const DAY = 86_400_000;

/**
 * Impact tokens of the demo company: a paid US $500 purchase, tokens issued to the demo personal giver (shown as a
 * gift on their first sign-in), to a teammate who has not set up an account yet, and one expiring within a week.
 */
export async function seedDemoTokens(db: DbOrTx) {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.company_name, DEMO_COMPANY.company_name));
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.business.email));
  const [sam] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.personal.email));
  if (!company || !owner || !sam) return;
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(impactTokens).where(eq(impactTokens.company_id, company.id))) as [{ n: number }];
  if (n > 0) return;
  const now = Date.now();
  const [purchase] = await db
    .insert(tokenPurchases)
    .values({ company_id: company.id, user_id: owner.id, amount_usd_cents: 50_000, provider: 'sandbox', provider_session_id: 'sbx_demo_tokens', provider_reference: 'sbx_demo_tokens', status: 'paid', receipt_number: `T-DEMO-${company.id}`, paid_at: new Date(now - 20 * DAY), created_by: owner.id })
    .returning({ id: tokenPurchases.id });
  const tokens = await db
    .insert(impactTokens)
    .values([
      { company_id: company.id, user_id: sam.id, email: DEMO_USERS.personal.email, first_name: DEMO_USERS.personal.first_name, last_name: DEMO_USERS.personal.last_name, amount_cents: 2_500, expires_at: new Date(now + 300 * DAY), created_by: owner.id },
      { company_id: company.id, email: 'lena.teammate@brightside.example', first_name: 'Lena', last_name: 'Hart', amount_cents: 4_000, expires_at: new Date(now + 200 * DAY), created_by: owner.id },
      { company_id: company.id, email: 'omar.teammate@brightside.example', first_name: 'Omar', last_name: 'Said', amount_cents: 1_500, expires_at: new Date(now + 5 * DAY), created_by: owner.id },
    ])
    .returning({ id: impactTokens.id, amount_cents: impactTokens.amount_cents });
  const companyAccount = ledgerAccount.company(company.id);
  await transferMany(db, [
    { asset: 'token', kind: 'token.purchase', legs: [{ account: ledgerAccount.system('payments'), amount_cents: -50_000 }, { account: companyAccount, amount_cents: 50_000 }], reference: { type: 'token_purchase', id: purchase!.id }, idempotencyKey: `token.purchase:${purchase!.id}`, createdBy: owner.id },
    ...tokens.map((t) => ({
      asset: 'token' as const,
      kind: 'token.issue',
      legs: [{ account: companyAccount, amount_cents: -t.amount_cents }, { account: `token:${t.id}`, amount_cents: t.amount_cents }],
      reference: { type: 'impact_token', id: t.id },
      createdBy: owner.id,
    })),
  ]);
}

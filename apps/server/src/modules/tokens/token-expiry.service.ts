import { TOKEN_LIMITS, TOKEN_PATHS } from '@goodhive/contract';
import { toAmount } from '../../lib/money.js';
import type { JobContext } from '../jobs/index.js';
import * as repo from './tokens.repository.js';
import { closeTokens, notifyTokenExpiry } from './tokens.service.js';
import { tokenExpiredMail, tokenExpiringMail } from './token-mails.js';

const BATCH = 500;

/** Who hears about a token: its holder, and the admins of the company that issued it. */
async function recipientsOf(ctx: JobContext, t: repo.TokenRow) {
  const list: { email: string; first_name: string; company: string | null }[] = [{ email: t.email, first_name: t.first_name, company: null }];
  if (t.company_id) {
    const company = await repo.findCompany(ctx.db, t.company_id);
    for (const a of await repo.findCompanyAdmins(ctx.db, t.company_id)) list.push({ email: a.email, first_name: a.first_name, company: company?.company_name ?? null });
  }
  return list;
}

/**
 * token-expiry (hourly): first tells holders and issuing companies about tokens that expire within 7 days (once per
 * token: the notice is claimed on the row before the mails go out), then expires every token whose date has come:
 * its status becomes expired and what it still holds goes back to the company (external tokens: to the platform),
 * as one ledger transfer under the token's idempotency key, so a second run moves nothing. Both are told by e-mail
 * and in the bells (the holder's and the company's).
 */
export async function expireTokens(ctx: JobContext): Promise<string> {
  const url = `${ctx.config.appUrl}${TOKEN_PATHS.management}`;
  let noticed = 0;
  const until = new Date(ctx.now.getTime() + TOKEN_LIMITS.expiryNoticeDays * 86_400_000);
  for (;;) {
    const claimed = await repo.claimExpiryNotices(ctx.db, ctx.now, until, BATCH);
    if (claimed.length === 0) break;
    const sums = await repo.tokenSums(ctx.db, claimed.map((t) => t.id));
    for (const t of claimed) {
      const left = sums.get(t.id)?.balance ?? 0;
      if (left <= 0) continue;
      noticed++;
      await notifyTokenExpiry(ctx.db, t, 'expiring', left);
      for (const r of await recipientsOf(ctx, t)) {
        await ctx.mailer.send(ctx.db, r.email, tokenExpiringMail({ firstName: r.first_name, amountUsd: toAmount(left), expiresAt: t.expires_at, url, forCompany: r.company }));
      }
    }
    if (claimed.length < BATCH) break;
  }

  let expired = 0;
  let returned = 0;
  for (;;) {
    const due = await repo.findDueForExpiry(ctx.db, ctx.now, BATCH);
    if (due.length === 0) break;
    const sums = await repo.tokenSums(ctx.db, due.map((t) => t.id));
    const result = await closeTokens(ctx.db, { userId: null, staffId: null }, due, 'expired', 'token.expire');
    expired += result.tokens;
    returned += Math.round(result.returned * 100);
    for (const t of due) {
      const left = sums.get(t.id)?.balance ?? 0;
      if (left <= 0) continue;
      await notifyTokenExpiry(ctx.db, t, 'expired', left);
      for (const r of await recipientsOf(ctx, t)) await ctx.mailer.send(ctx.db, r.email, tokenExpiredMail({ firstName: r.first_name, amountUsd: toAmount(left), url }));
    }
    if (due.length < BATCH) break;
  }
  return `${noticed} expiry notice(s), ${expired} token(s) expired, US $${toAmount(returned).toFixed(2)} returned`;
}

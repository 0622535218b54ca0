import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS } from '@goodhive/contract';
import { companies, impactTokens } from '../src/db/schema/index.js';
import { createMailer } from '../src/lib/mail/mailer.js';
import { runDueAt } from '../src/modules/jobs/index.js';
import { balanceOf, ledgerAccount } from '../src/modules/ledger/index.js';
import { useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus } from './giving-helpers.js';

const DAY = 86_400_000;

describe('impact token expiry (job runner)', () => {
  const ctx = useTestApp({ smtp: true });
  const call = api(ctx);
  const runAt = (when: Date) => runDueAt({ db: ctx.database.db, config: ctx.config, mailer: createMailer(ctx.config, { error: () => undefined }), at: when });
  const mailsTo = (email: string, subject: RegExp) => ctx.smtp.mails.filter((m) => m.to.includes(email.toLowerCase()) && subject.test(m.subject));

  it('tells both sides 7 days before, then expires the token once and returns its value to the company', async () => {
    const companyId = await createCompany(ctx);
    await ctx.database.db.update(companies).set({ token_management_access: '1' }).where(eq(companies.id, companyId));
    const admin = await createUser(ctx, { companyId, isAdmin: true });
    const started = expectStatus(await call.post('/api/v2/token/purchaseToken', admin.token, { amount: 30 }), 200);
    await call.submitCard(started.data.redirect_url, SANDBOX_TEST_CARDS.succeeds);
    const holder = await createUser(ctx);
    const expiry = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    const token = expectStatus(await call.post('/api/v2/token/issueToken', admin.token, { email: holder.email, token_amount: 20, expiry_date: expiry }), 200).data;
    expectStatus(await call.post('/api/v2/token/allocate-token', holder.token, { token_id: token.id, project_id: 1380, impact_level_id: 3009, quantity: 5 }), 200);
    const expiresAt = new Date(`${expiry}T23:59:59.999Z`).getTime();
    const company = ledgerAccount.company(companyId);

    // More than 7 days before: nothing.
    await runAt(new Date(expiresAt - 8 * DAY));
    expect(mailsTo(holder.email, /expire soon/)).toHaveLength(0);

    // Within 7 days: one notice to the holder and one to the admin, however often the job runs.
    await runAt(new Date(expiresAt - 6 * DAY));
    await runAt(new Date(expiresAt - 5 * DAY));
    await ctx.smtp.waitForMail(holder.email, /expire soon/);
    await ctx.smtp.waitForMail(admin.email, /expire soon/);
    expect(mailsTo(holder.email, /expire soon/)).toHaveLength(1);
    expect(mailsTo(admin.email, /expire soon/)).toHaveLength(1);
    expect(mailsTo(holder.email, /expire soon/)[0]!.text).toContain('US $15.00');
    // The bells too: the holder's and the company's, once.
    const bells = await ctx.database.db.execute<{ recipient_type: string; recipient_id: number }>(
      sql`select r.recipient_type, r.recipient_id from broadcast_notifications n join notifications r on r.broadcast_notification_id = n.id where n.kind = 'tokens_expiring' and n.message_body like '%US $15.00%' and (r.recipient_id = ${holder.id} or r.recipient_id = ${companyId})`,
    );
    expect(bells.rows.map((b) => b.recipient_type).sort()).toEqual(['company', 'personal']);
    expect(await balanceOf(ctx.database.db, 'token', company)).toBe(1_000);

    // At expiry: the 15 left go back to the company, once.
    await runAt(new Date(expiresAt + 3_600_000));
    await runAt(new Date(expiresAt + 2 * 3_600_000));
    const [row] = await ctx.database.db.select().from(impactTokens).where(eq(impactTokens.id, token.id));
    expect(row!.status).toBe('expired');
    expect(await balanceOf(ctx.database.db, 'token', `token:${token.id}`)).toBe(0);
    expect(await balanceOf(ctx.database.db, 'token', company)).toBe(2_500);
    const expireTransfers = await ctx.database.db.execute(sql`select count(*)::int as n from ledger_transfers where kind = 'token.expire' and reference_id = ${token.id}`);
    expect(Number(expireTransfers.rows[0]!.n)).toBe(1);
    await ctx.smtp.waitForMail(holder.email, /have expired/);
    await ctx.smtp.waitForMail(admin.email, /have expired/);
    expect(mailsTo(holder.email, /have expired/)).toHaveLength(1);
    const expiredBells = await ctx.database.db.execute(sql`select n.id from broadcast_notifications n join notifications r on r.broadcast_notification_id = n.id where n.kind = 'tokens_expired' and r.recipient_type = 'personal' and r.recipient_id = ${holder.id}`);
    expect(expiredBells.rows).toHaveLength(1);

    const details = expectStatus(await call.post('/api/v2/token/company-token-details', admin.token, {}), 200).data;
    expect(details).toMatchObject({ balance: 25, issued: 20, allocated: 5, expired: 15, outstanding: 0 });
    const expired = expectStatus(await call.get('/api/v2/token/get-expired-tokens', admin.token), 200);
    expect(expired.data.map((t: { id: number }) => t.id)).toEqual([token.id]);
    // An expired token cannot be allocated or revoked.
    expect((await call.post('/api/v2/token/allocate-token', holder.token, { token_id: token.id, project_id: 1380, impact_level_id: 3009, quantity: 1 })).statusCode).toBe(409);
    expect((await call.post('/api/v2/token/revokeToken', admin.token, { token_id: token.id })).statusCode).toBe(409);
  }, 120_000);
});

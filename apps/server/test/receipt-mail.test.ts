import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS, receiptFileName } from '@goodhive/contract';
import { mailOutbox } from '../src/db/schema/index.js';
import { useTestApp } from './helpers.js';
import { api, createUser, expectStatus, giveWithCard, pdfText } from './giving-helpers.js';

/** The attachment of a raw MIME message with the given file name, decoded from base64. */
function attachment(raw: string, filename: string): Buffer | null {
  const parts = raw.split(/\r?\n--/);
  const part = parts.find((p) => p.includes(`filename=${filename}`) || p.includes(`filename="${filename}"`));
  if (!part) return null;
  const body = part.slice(part.search(/\r?\n\r?\n/)).replace(/\s+/g, '');
  return Buffer.from(body, 'base64');
}

describe('the receipt e-mail after payment', () => {
  const ctx = useTestApp({ smtp: true });
  const a = api(ctx);
  const receiptsTo = (email: string) => ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email));

  it('mails the giver the PDF receipt once the card payment is confirmed, once, over SMTP', async () => {
    const me = await createUser(ctx);
    await a.add(me.token, { project_id: 1382, impact_level_id: 3011, quantity: 50 });
    await a.add(me.token, { project_id: 1380, impact_level_id: 3009, quantity: 2 });
    const { groupId, pay } = await giveWithCard(ctx, me.token, SANDBOX_TEST_CARDS.succeeds);
    // A second delivery of the same completion sends nothing more.
    await a.submitCard(pay.redirect_url, SANDBOX_TEST_CARDS.succeeds);

    const mail = await ctx.smtp.waitForMail(me.email, /receipt/);
    expect(mail.subject).toBe('Your Goodhive receipt: US $3.00');
    expect(mail.text).toContain('50 × day of clean water');
    expect(mail.text).toContain('http://localhost:3999/impact');
    const pdf = attachment(mail.raw, receiptFileName(groupId));
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf!)).toContain('Payment receipt');
    expect(mail.raw).toMatch(/content-type: application\/pdf/i);

    expect((await receiptsTo(me.email)).filter((m) => m.template === 'payment-receipt')).toHaveLength(1);
  });

  it('sends no receipt for a declined card', async () => {
    const me = await createUser(ctx);
    await a.add(me.token, { project_id: 1380, impact_level_id: 3009, quantity: 1 });
    const { res } = await giveWithCard(ctx, me.token, SANDBOX_TEST_CARDS.declined);
    expect(res.statusCode).toBe(303);
    expect((await receiptsTo(me.email)).filter((m) => m.template === 'payment-receipt')).toHaveLength(0);
    expectStatus(await a.get('/api/cart', me.token), 200);
  });
});

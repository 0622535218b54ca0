import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_LIMITS, WEBHOOK_SIGNATURE_HEADER as SERVER_HEADER } from '@goodhive/contract';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TOLERANCE_SECONDS, parseWebhookSignatureHeader, readWebhookEvent, verifyWebhookSignature } from '../src/webhooks.js';

const secret = 'whsec_receiver-test-secret';
const body = '{"id":"evt_1","type":"giving.paid","mode":"live","created_at":"2026-11-27T01:00:00.000Z","company_id":7,"data":{"amount_usd":12}}';
const now = new Date('2026-11-27T01:00:00Z');
const t = Math.floor(now.getTime() / 1000);
/** The signature as the server makes it, with Node's own HMAC. */
const nodeSignature = (s: string, ts: number, b: string) => crypto.createHmac('sha256', s).update(`${ts}.${b}`).digest('hex');

// A receiver's check of a delivery. The server's real deliveries are verified with it in apps/server/test/webhooks*.test.ts.
describe("a receiver's check of a webhook signature", () => {
  it('uses the header and the tolerance the server uses', () => {
    expect(WEBHOOK_SIGNATURE_HEADER).toBe(SERVER_HEADER);
    expect(WEBHOOK_TOLERANCE_SECONDS).toBe(WEBHOOK_LIMITS.toleranceSeconds);
  });

  it('accepts the HMAC-SHA256 the server makes of a fresh, untouched delivery, and reads its event', async () => {
    const header = `t=${t},v1=${nodeSignature(secret, t, body)}`;
    expect(await verifyWebhookSignature({ secret, header, rawBody: body, now })).toBe(true);
    expect(await readWebhookEvent({ secret, header, rawBody: body, now })).toMatchObject({ id: 'evt_1', type: 'giving.paid', company_id: 7 });
  });

  it('refuses another secret, a changed body, a replay outside the tolerance and a malformed header', async () => {
    const header = `t=${t},v1=${nodeSignature(secret, t, body)}`;
    expect(await verifyWebhookSignature({ secret: 'whsec_other', header, rawBody: body, now })).toBe(false);
    expect(await readWebhookEvent({ secret: 'whsec_other', header, rawBody: body, now })).toBeNull();
    expect(await verifyWebhookSignature({ secret, header, rawBody: body.replace('12', '13'), now })).toBe(false);
    const late = new Date(now.getTime() + (WEBHOOK_TOLERANCE_SECONDS + 1) * 1000);
    expect(await verifyWebhookSignature({ secret, header, rawBody: body, now: late })).toBe(false);
    expect(await verifyWebhookSignature({ secret, header, rawBody: body, now: late, toleranceSeconds: 3600 })).toBe(true);
    for (const bad of [null, '', 'v1=abc', `t=${t}`, `t=soon,v1=${nodeSignature(secret, t, body)}`, `t=${t},v1=${'0'.repeat(64)}`]) {
      expect(await verifyWebhookSignature({ secret, header: bad, rawBody: body, now }), String(bad)).toBe(false);
    }
  });

  it('accepts any of several v1 signatures (a secret being rotated on the receiver side)', async () => {
    const header = `t=${t}, v1=${'a'.repeat(64)}, v1=${nodeSignature(secret, t, body).toUpperCase()}`;
    expect(parseWebhookSignatureHeader(header)?.signatures).toHaveLength(2);
    expect(await verifyWebhookSignature({ secret, header, rawBody: body, now })).toBe(true);
  });
});

import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_LIMITS, parseWebhookSignatureHeader, verifyWebhookSignature, webhookSignatureOf } from '../src/webhooks-texts.js';

const secret = 'whsec_receiver-test-secret';
const body = '{"id":"evt_1","type":"giving.paid","data":{"amount_usd":12}}';
const now = new Date('2026-11-27T01:00:00Z');
const t = Math.floor(now.getTime() / 1000);
/** The signature as the server makes it, with Node's own HMAC. */
const nodeSignature = (s: string, ts: number, b: string) => crypto.createHmac('sha256', s).update(`${ts}.${b}`).digest('hex');

describe("a receiver's check of a webhook signature", () => {
  it('makes the same HMAC-SHA256 as the server and accepts a fresh, untouched delivery', async () => {
    expect(await webhookSignatureOf(secret, t, body)).toBe(nodeSignature(secret, t, body));
    expect(await verifyWebhookSignature({ secret, header: `t=${t},v1=${nodeSignature(secret, t, body)}`, rawBody: body, now })).toBe(true);
  });

  it('refuses another secret, a changed body, a replay outside the tolerance and a malformed header', async () => {
    const header = `t=${t},v1=${nodeSignature(secret, t, body)}`;
    expect(await verifyWebhookSignature({ secret: 'whsec_other', header, rawBody: body, now })).toBe(false);
    expect(await verifyWebhookSignature({ secret, header, rawBody: body.replace('12', '13'), now })).toBe(false);
    const late = new Date(now.getTime() + (WEBHOOK_LIMITS.toleranceSeconds + 1) * 1000);
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

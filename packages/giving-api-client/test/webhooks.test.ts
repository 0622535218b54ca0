import { describe, expect, it } from 'vitest';
import { webhookSignatureOf } from '@goodhive/contract';
import { parseWebhookSignatureHeader, readWebhookEvent, verifyWebhookSignature } from '../src/webhooks.js';

// The receiver's check against the server's own signer: what a member's endpoint runs on every delivery.
describe('webhook signatures, as a receiver checks them', () => {
  const secret = 'whsec_test_secret';
  const body = JSON.stringify({ id: 'evt_1', type: 'giving.paid', mode: 'test', created_at: '2026-11-27T10:00:00.000Z', company_id: 7, data: { giving_id: 3 } });
  const now = new Date('2026-11-27T10:00:30Z');
  const t = Math.floor(now.getTime() / 1000) - 30;
  const header = async (s = secret, time = t) => `t=${time},v1=${await webhookSignatureOf(s, time, body)}`;

  it('accepts the server\u2019s signature of the body as received, also beside a signature of a rotated-out secret', async () => {
    expect(await verifyWebhookSignature({ secret, header: await header(), rawBody: body, now })).toBe(true);
    const rotated = `t=${t},v1=${await webhookSignatureOf('whsec_old', t, body)},v1=${await webhookSignatureOf(secret, t, body)}`;
    expect(await verifyWebhookSignature({ secret, header: rotated, rawBody: body, now })).toBe(true);
    expect(await readWebhookEvent({ secret, header: await header(), rawBody: body, now })).toMatchObject({ id: 'evt_1', type: 'giving.paid', data: { giving_id: 3 } });
  });

  it('refuses another secret, a changed body, an old or missing signature and a malformed header', async () => {
    expect(await verifyWebhookSignature({ secret: 'whsec_other', header: await header(), rawBody: body, now })).toBe(false);
    expect(await verifyWebhookSignature({ secret, header: await header(), rawBody: body.replace('"giving_id":3', '"giving_id":4'), now })).toBe(false);
    expect(await verifyWebhookSignature({ secret, header: await header(secret, t - 600), rawBody: body, now })).toBe(false);
    expect(await verifyWebhookSignature({ secret, header: null, rawBody: body, now })).toBe(false);
    expect(await verifyWebhookSignature({ secret, header: 'v1=abc', rawBody: body, now })).toBe(false);
    expect(await readWebhookEvent({ secret: 'whsec_other', header: await header(), rawBody: body, now })).toBeNull();
    expect(parseWebhookSignatureHeader('t=12, v1=ABC')).toEqual({ timestamp: 12, signatures: ['abc'] });
  });
});

import { expect, type APIRequestContext } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mailbox';
import { DEMO, apiToken } from '../support/session';

export type NewPartner = { partnerId: number; userId: number; email: string; name: string; password: string };

/**
 * A fresh partner user made by staff through the API, with a password chosen through its welcome e-mail:
 * tests that change a partner's data use their own.
 */
export async function createPartnerThroughApi(request: APIRequestContext, prefix: string): Promise<NewPartner> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const email = `${prefix}.${stamp}@partners.e2e.example`;
  const name = `${prefix[0].toUpperCase()}${prefix.slice(1)} ${stamp}`;
  const admin = await apiToken(request, DEMO.admin);
  const created = await request.post('/api/admin/partners', {
    headers: { authorization: `Bearer ${admin}` },
    data: { first_name: 'Test', last_name: 'Partner', email, worthy_cause_name: name },
  });
  expect(created.ok()).toBe(true);
  const { data } = (await created.json()) as { data: { partner_id: number; user_id: number } };
  const link = linkIn(await waitForMail(email, /set your password/), '/forgot-password/');
  const code = link.split('/').pop()!;
  const password = 'Partner2026x';
  expect((await request.post('/api/user/reset-password/confirm', { data: { code, password, re_password: password } })).ok()).toBe(true);
  return { partnerId: data.partner_id, userId: data.user_id, email, name, password };
}

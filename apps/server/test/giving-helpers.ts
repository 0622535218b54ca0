import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { companies, userBusiness, users } from '../src/db/schema/index.js';
import { DEMO_COMPANY } from '../src/seed/demo-data.js';
import { hashPassword } from '../src/lib/secrets.js';
import { bearer, signIn, type TestContext } from './helpers.js';

/** Factories and request helpers shared by the giving tests (catalogue, cart, checkout, contributions, credits). */

let passwordHash: Promise<string> | undefined;
let counter = 0;

export type TestUser = { id: number; email: string; token: string };

/** A new signed-in business user (personal account), optionally a member of a company. */
export async function createUser(ctx: TestContext, opts: { companyId?: number; isAdmin?: boolean; userType?: string; roleId?: number } = {}): Promise<TestUser> {
  passwordHash ??= hashPassword('Giving2026');
  counter += 1;
  const email = `giver${counter}-${process.pid}@test.example`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      email,
      first_name: 'Giver',
      last_name: `Number${counter}`,
      password_hash: await passwordHash,
      role_id: opts.roleId ?? 5,
      user_type: opts.userType ?? 'business',
      account: opts.companyId ? 'company' : 'user',
    })
    .returning({ id: users.id });
  if (opts.companyId) {
    await ctx.database.db.insert(userBusiness).values({ user_id: row.id, company_id: opts.companyId, is_admin: opts.isAdmin ? 1 : 0 });
  }
  return { id: row.id, email, token: await signIn(ctx, email, 'Giving2026') };
}

/** A new company; `members` are linked to it. */
export async function createCompany(ctx: TestContext, name = `Test Co ${++counter}`): Promise<number> {
  const [row] = await ctx.database.db.insert(companies).values({ company_name: name }).returning({ id: companies.id });
  return row.id;
}

export async function demoCompanyId(ctx: TestContext): Promise<number> {
  const [row] = await ctx.database.db.select({ id: companies.id }).from(companies).where(eq(companies.company_name, DEMO_COMPANY.company_name));
  return row.id;
}

/** Request helpers bound to a test app. */
export function api(ctx: TestContext) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string | null, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (url: string, token?: string | null) => call('GET', url, token),
    post: (url: string, token?: string | null, payload?: unknown) => call('POST', url, token, payload),
    del: (url: string, token?: string | null) => call('DELETE', url, token),
    /** POST /api/cart with op add; returns the response. */
    add: (
      token: string,
      line: { project_id: number; impact_level_id: number; quantity?: number; company_id?: number; account?: 'user' | 'company'; type?: 'project' | 'story'; story_id?: number; story_qty?: number },
    ) =>
      call('POST', '/api/cart', token, { op: 'add', ...line }),
    checkout: (token: string, body: Record<string, unknown> = {}) => call('POST', '/api/cart/contribution', token, body),
    pay: (token: string | null, body: Record<string, unknown>) => call('POST', '/api/contribution/pay', token, body),
    /** Submits the sandbox card form behind a redirect URL. */
    submitCard: (redirectUrl: string, card: string, action = 'pay') =>
      ctx.app.inject({
        method: 'POST',
        url: new URL(redirectUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ action, card_number: card, expiry: '12/34', cvc: '123' }).toString(),
      }),
  };
}

/** Asserts a status and returns the parsed JSON, with the body in the failure message. */
export function expectStatus(res: LightMyRequestResponse, status: number) {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body.slice(0, 500)}`);
  return res.headers['content-type']?.toString().includes('json') ? res.json() : res.body;
}

/** Cart → checkout → sandbox payment with a card; returns the group id and the final redirect. */
export async function giveWithCard(ctx: TestContext, token: string, card: string, opts: { company_id?: number; use_credit?: boolean; account?: 'user' | 'company' } = {}) {
  const a = api(ctx);
  const checkout = expectStatus(await a.checkout(token, opts), 200).data;
  const pay = expectStatus(await a.pay(token, { contribution_group_id: checkout.contribution_group_id }), 200).data;
  const res = await a.submitCard(pay.redirect_url, card);
  return { groupId: checkout.contribution_group_id as number, checkout, pay, res };
}

/** The text drawn in a PDF made by pdfkit: inflates the content streams and decodes the TJ strings. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const text = [...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join('');
      parts.push(text);
    }
  }
  return parts.join('\n');
}

/** Sets a new USD→SGD rate effective now. */
export async function setSgdRate(ctx: TestContext, rate: string) {
  await ctx.database.db.execute(sql`insert into exchange_rates (currency, rate, effective_from) values ('SGD', ${rate}, now() - interval '1 second')`);
}

/** A new draft story of the caller's account (POST /api/v2/story); returns its id. */
export async function createStory(ctx: TestContext, token: string, line: { project_id: number; impact_level_id: number; quantity?: number; story_text?: string; is_giving_monthly?: 0 | 1; company_id?: number }) {
  const res = await api(ctx).post('/api/v2/story', token, { story_text: 'For every new client we give.', quantity: 1, ...line });
  return expectStatus(res, 200).data.id as number;
}

/** A multipart body with one CSV file field named file. */
export function multipart(fileName: string, content: Buffer | string) {
  const boundary = `----goodhive${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

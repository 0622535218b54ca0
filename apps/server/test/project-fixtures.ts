import { and, eq } from 'drizzle-orm';
import type { ProjectInput } from '@goodhive/contract';
import { categories, countries, partners, states, users } from '../src/db/schema/index.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { hashPassword } from '../src/lib/secrets.js';
import { bearer, signIn, type TestContext } from './helpers.js';
import { expectStatus } from './giving-helpers.js';

/** Factories and request helpers of the project tests (partner projects, review, change log, display conditions, bundles). */

let counter = 0;
let passwordHash: Promise<string> | undefined;

export type TestPartner = { id: number; userId: number; email: string; token: string; name: string; userName: string };

/** A new worthy-cause partner with its panel user, signed in. */
export async function createPartner(ctx: TestContext): Promise<TestPartner> {
  passwordHash ??= hashPassword('Partner2026');
  const n = ++counter;
  const email = `projects${n}-${process.pid}@cause.example`;
  const name = `Project Cause ${n}`;
  const [user] = await ctx.database.db
    .insert(users)
    .values({ email, first_name: 'Cause', last_name: `Runner${n}`, password_hash: await passwordHash, role_id: 4, user_type: 'partner' })
    .returning({ id: users.id });
  const [partner] = await ctx.database.db.insert(partners).values({ user_id: user.id, worthy_cause_name: name }).returning({ id: partners.id });
  return { id: partner.id, userId: user.id, email, name, userName: `Cause Runner${n}`, token: await signIn(ctx, email, 'Partner2026') };
}

export const adminToken = (ctx: TestContext) => signIn(ctx, DEMO_USERS.admin.email);

/** Lookup ids by code or slug. */
export function lookups(ctx: TestContext) {
  const db = () => ctx.database.db;
  return {
    country: async (code: string) => (await db().select({ id: countries.id }).from(countries).where(eq(countries.code, code)))[0].id,
    category: async (slug: string) => (await db().select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)))[0].id,
    state: async (countryCode: string, name: string) =>
      (
        await db()
          .select({ id: states.id })
          .from(states)
          .innerJoin(countries, eq(countries.id, states.country_id))
          .where(and(eq(countries.code, countryCode), eq(states.name, name)))
      )[0].id,
  };
}

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

/** Uploads a file through POST /api/files and answers its URL. */
export async function uploadFile(ctx: TestContext, token: string, purpose = 'project-image', bytes = PNG, name = 'photo.png'): Promise<string> {
  const boundary = '----goodhive-project-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/files', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) } });
  return expectStatus(res, 200).data.url;
}

/** A complete project form (everything a review needs) with a unique title. */
export async function completeForm(ctx: TestContext, overrides: Partial<ProjectInput> = {}): Promise<ProjectInput> {
  const l = lookups(ctx);
  const n = ++counter;
  return {
    title: `Wells for village ${n} ${process.pid}`,
    summary: 'Clean water close to home.',
    description: 'We dig and maintain community wells with local technicians.',
    story: null,
    location: 'Machakos County',
    category_ids: [await l.category('water-access')],
    locations: [{ country_id: await l.country('KE'), state_id: await l.state('KE', 'Nairobi City') }],
    images: [],
    impact_levels: [{ price: 2.5, impact_unit: 'week of clean water', beneficiaries_per_unit: 1 }],
    ...overrides,
  };
}

/** Request helpers for every method the project calls use. */
export function projectApi(ctx: TestContext) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string | null, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (url: string, token?: string | null) => call('GET', url, token),
    post: (url: string, token?: string | null, payload?: unknown) => call('POST', url, token, payload ?? {}),
    put: (url: string, token?: string | null, payload?: unknown) => call('PUT', url, token, payload),
    del: (url: string, token?: string | null) => call('DELETE', url, token),
    /** Creates a project and answers it (expects 200). */
    create: async (token: string, form: ProjectInput) => expectStatus(await call('POST', '/api/partner/projects', token, form), 200).data,
    /** Creates a project, submits it and has staff approve it: a live project. */
    createLive: async (token: string, admin: string, form: ProjectInput) => {
      const project = expectStatus(await call('POST', '/api/partner/projects', token, form), 200).data;
      expectStatus(await call('POST', `/api/partner/projects/${project.id}/submit`, token, {}), 200);
      return expectStatus(await call('POST', `/api/admin/projects/${project.id}/approve`, admin, {}), 200).data;
    },
  };
}

/** The project as the form would send it back (ids of its levels kept). */
export function formOf(project: {
  title: string;
  summary: string | null;
  description: string | null;
  story: string | null;
  location: string | null;
  categories: { id: number }[];
  locations: { country: { id: number }; state: { id: number } | null }[];
  images: { url: string }[];
  impact_levels: { id: number; price: number; impact_unit: string; beneficiaries_per_unit: number; is_active: boolean }[];
}): ProjectInput {
  return {
    title: project.title,
    summary: project.summary,
    description: project.description,
    story: project.story,
    location: project.location,
    category_ids: project.categories.map((c) => c.id),
    locations: project.locations.map((l) => ({ country_id: l.country.id, state_id: l.state?.id ?? null })),
    images: project.images.map((i) => i.url),
    impact_levels: project.impact_levels.filter((l) => l.is_active).map(({ id, price, impact_unit, beneficiaries_per_unit }) => ({ id, price, impact_unit, beneficiaries_per_unit })),
  };
}

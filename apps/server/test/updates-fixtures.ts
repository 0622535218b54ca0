import { hashPassword } from '../src/lib/secrets.js';
import { impactLevels, partners, projects, users } from '../src/db/schema/index.js';
import { bearer, signIn, type TestContext } from './helpers.js';
import { expectStatus } from './giving-helpers.js';

/** Factories of the project-update, referral and partner-page tests: partners, projects, uploads. */

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const PDF = Buffer.from('%PDF-1.4\n% a small document\n%%EOF\n');

/** A multipart body with one file and optional fields. */
export function multipart(file: { name: string; type: string; bytes: Buffer }, fields: Record<string, string> = {}) {
  const boundary = '----goodhive-updates-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
  parts.push(file.bytes, Buffer.from('\r\n'), Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a file through POST /api/files and returns its URL. */
export async function uploadFile(ctx: TestContext, token: string, purpose: 'project-image' | 'document' | 'org-image' = 'project-image', file = { name: 'field.png', type: 'image/png', bytes: PNG }) {
  const body = multipart(file, { purpose });
  const res = await ctx.app.inject({ method: 'POST', url: '/api/files', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  return expectStatus(res, 200).data.url as string;
}

let counter = 0;
export type TestPartner = { id: number; userId: number; email: string; name: string; token: string };

/** A new partner organisation with its panel user, signed in. */
export async function createPartner(ctx: TestContext, fields: Partial<typeof partners.$inferInsert> = {}): Promise<TestPartner> {
  counter += 1;
  const email = `updates-cause${counter}-${process.pid}@test.example`;
  const [user] = await ctx.database.db
    .insert(users)
    .values({ email, first_name: 'Cause', last_name: `Keeper${counter}`, password_hash: await hashPassword('Partner2026'), role_id: 4, user_type: 'partner' })
    .returning({ id: users.id });
  const name = `Update Cause ${counter}`;
  const [partner] = await ctx.database.db
    .insert(partners)
    .values({ user_id: user.id, worthy_cause_name: name, ...fields })
    .returning({ id: partners.id });
  return { id: partner.id, userId: user.id, email, name, token: await signIn(ctx, email, 'Partner2026') };
}

/** A project of the partner in the given status with one USD impact level of $1.00. */
export async function createProject(ctx: TestContext, partnerId: number, status: 'draft' | 'submitted' | 'live' | 'paused' | 'closed' = 'live', title = `Wells ${++counter}`) {
  const [project] = await ctx.database.db.insert(projects).values({ partner_id: partnerId, title, summary: `${title} for villages.`, status }).returning({ id: projects.id });
  const [level] = await ctx.database.db
    .insert(impactLevels)
    .values({ project_id: project.id, price_cents: 100, currency: 'USD', impact_unit: 'day of water', beneficiaries_per_unit: 1 })
    .returning({ id: impactLevels.id });
  return { id: project.id, levelId: level.id, title };
}

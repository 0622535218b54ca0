import type { Engagement, EngagementChoices, EngagementOptionInput, engagementInputSchema } from '@goodhive/contract';
import { engagementMessages as m } from '@goodhive/contract';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { writeAudit } from '../../lib/audit.js';
import { conflict, forbidden, notFound, validationError } from '../../lib/errors.js';
import { randomSecret } from '../../lib/secrets.js';
import { isCompanyMember, ownerKeyOf, resolveGivingAccount, type GivingAccount } from '../accounts/index.js';
import { findHiddenFrom, viewerOfAccount } from '../catalogue/index.js';
import { assertLinesGivable } from '../stories/index.js';
import * as repo from './engagement.repository.js';
import { presentChoice, presentEngagement } from './engagement.presenter.js';

type Input = z.output<typeof engagementInputSchema>;
type Company = NonNullable<Awaited<ReturnType<typeof repo.findCompany>>>;

/** The company's giving account, as engagements give for it (recorded for the member who made the engagement). */
export const companyAccountOf = (companyId: number, userId: number): GivingAccount => ({ account: 'company', companyId, userId, ownerKey: ownerKeyOf('company', userId, companyId) });

/** Project ids the display conditions hide from the company. */
export async function hiddenFor(db: DbOrTx, companyId: number, userId: number, projectIds: number[]) {
  const viewer = await viewerOfAccount(db, companyAccountOf(companyId, userId));
  return new Set((await findHiddenFrom(db, [...new Set(projectIds)], viewer)).map((p) => p.id));
}

/**
 * The company an engagement call acts for: the company the member acts as (or names with company_id), which
 * they administer (admin or owner), and which has the engagement tool (403 'Upgrade to access' otherwise). A
 * personal account gets 403 with a hint to switch.
 */
export async function resolveEngagementCompany(db: DbOrTx, auth: AuthContext, companyId?: number): Promise<Company> {
  const account = await resolveGivingAccount(db, auth, { company_id: companyId ?? null }, 'write');
  if (account.account !== 'company' || !account.companyId) throw forbidden(m.companyOnly);
  return checkManager(db, auth, account.companyId);
}

async function checkManager(db: DbOrTx, auth: AuthContext, companyId: number): Promise<Company> {
  const link = await repo.findLink(db, auth.userId, companyId);
  if (!link) throw notFound(m.notFound);
  if (!(link.is_admin === 1 || link.is_owner)) throw forbidden(m.adminsOnly);
  const company = await repo.findCompany(db, companyId);
  if (!company) throw notFound(m.notFound);
  if (company.engagement_access !== '1') throw forbidden(m.upgradeToAccess);
  return company;
}

/** An engagement of a company the caller manages; unknown keys and other companies' engagements answer 404. */
async function getManagedEngagement(db: DbOrTx, auth: AuthContext, key: string, lock = false) {
  const e = await repo.findByKey(db, key, lock);
  if (!e || !(await isCompanyMember(db, auth.userId, e.company_id))) throw notFound(m.notFound);
  const company = await checkManager(db, auth, e.company_id);
  return { e, company };
}

/** Engagements with their options and counts, as the company sees them. */
async function presentMany(db: DbOrTx, config: Config, rows: repo.EngagementRow[], company: Company, now = new Date()): Promise<Engagement[]> {
  const ids = rows.map((r) => r.id);
  const [options, counts] = await Promise.all([repo.findOptions(db, ids), repo.countChoices(db, ids)]);
  const hidden = rows.length ? await hiddenFor(db, company.id, rows[0]!.user_id, options.map((o) => o.project_id)) : new Set<number>();
  return rows.map((r) =>
    presentEngagement(
      r,
      options.filter((o) => o.engagement_id === r.id),
      counts.get(r.id) ?? { made: 0, spent_cents: 0 },
      hidden,
      { appUrl: config.appUrl, now, hasAccess: company.engagement_access === '1' },
    ),
  );
}

/** GET /api/v2/engagement: the company's engagements, newest change first, with meta.total. */
export async function listEngagements(db: Db, config: Config, auth: AuthContext, q: { company_id?: number; limit: number; page: number }) {
  const company = await resolveEngagementCompany(db, auth, q.company_id);
  const { rows, total } = await repo.findCompanyPage(db, company.id, q.limit, (q.page - 1) * q.limit);
  return { data: await presentMany(db, config, rows, company), meta: { total, page: q.page, limit: q.limit } };
}

/** GET /api/v2/engagement/{key}: one engagement of the caller's company. */
export async function readEngagement(db: Db, config: Config, auth: AuthContext, key: string) {
  const { e, company } = await getManagedEngagement(db, auth, key);
  return (await presentMany(db, config, [e], company))[0]!;
}

const optionRows = (engagementId: number, options: EngagementOptionInput[]) =>
  options.map((o, position) => ({ engagement_id: engagementId, project_id: o.project_id, impact_level_id: o.impact_level_id, quantity: o.quantity, position }));

/** POST /api/v2/engagement: a new engagement with its offered impacts (each must be givable by the company). */
export async function createEngagement(db: Db, config: Config, auth: AuthContext, input: Input) {
  const company = await resolveEngagementCompany(db, auth, input.company_id);
  await assertLinesGivable(db, input.options, companyAccountOf(company.id, auth.userId), 'options');
  const created = await db.transaction(async (tx) => {
    const e = await repo.insertEngagement(tx, {
      key: randomSecret(12),
      company_id: company.id,
      user_id: auth.userId,
      title: input.title,
      message: input.message,
      choice_limit: input.choice_limit,
      start_date: input.start_date ?? null,
      end_date: input.end_date ?? null,
      is_active: input.is_active,
      created_by: auth.userId,
      updated_by: auth.userId,
    });
    await repo.insertOptions(tx, optionRows(e.id, input.options));
    return e;
  });
  return (await presentMany(db, config, [created], company))[0]!;
}

/**
 * PUT /api/v2/engagement/{key}: changes an engagement. Offered impacts may be added, reordered and their
 * quantities changed; one that has been chosen cannot be removed (409), and the limit cannot go below the
 * choices already made. The engagement row is locked, so a choice made meanwhile is counted.
 */
export async function updateEngagement(db: Db, config: Config, auth: AuthContext, key: string, input: Input) {
  const { company } = await getManagedEngagement(db, auth, key);
  await assertLinesGivable(db, input.options, companyAccountOf(company.id, auth.userId), 'options');
  const saved = await db.transaction(async (tx) => {
    const { e } = await getManagedEngagement(tx, auth, key, true);
    const made = (await repo.countChoices(tx, [e.id])).get(e.id)?.made ?? 0;
    if (input.choice_limit < made) throw validationError({ choice_limit: [m.choiceLimitBelowMade(made)] });
    const existing = await repo.findOptionRows(tx, e.id);
    const byLevel = new Map(existing.map((o) => [o.impact_level_id, o]));
    const wanted = new Set(input.options.map((o) => o.impact_level_id));
    const removed = existing.filter((o) => !wanted.has(o.impact_level_id)).map((o) => o.id);
    if ((await repo.findChosenOptionIds(tx, removed)).length) throw conflict(m.optionsLocked);
    await repo.deleteOptions(tx, removed);
    const fresh: EngagementOptionInput[] = [];
    for (const [position, o] of input.options.entries()) {
      const old = byLevel.get(o.impact_level_id);
      if (old) await repo.updateOption(tx, old.id, { quantity: o.quantity, position, project_id: o.project_id });
      else fresh.push(o);
    }
    await repo.insertOptions(
      tx,
      optionRows(e.id, fresh).map((row) => ({ ...row, position: input.options.findIndex((o) => o.impact_level_id === row.impact_level_id) })),
    );
    return repo.updateEngagement(tx, e.id, {
      title: input.title,
      message: input.message,
      choice_limit: input.choice_limit,
      start_date: input.start_date ?? null,
      end_date: input.end_date ?? null,
      is_active: input.is_active,
      updated_by: auth.userId,
    });
  });
  return (await presentMany(db, config, [saved], company))[0]!;
}

/** GET /api/v2/engagement/{key}/choices (engagementdata): the choices made, newest first, and the paid totals. */
export async function listChoices(db: Db, config: Config, auth: AuthContext, key: string, q: { limit: number; page: number }): Promise<{ data: EngagementChoices; meta: { total: number; page: number; limit: number } }> {
  const { e, company } = await getManagedEngagement(db, auth, key);
  const [[engagement], page, totals, options] = await Promise.all([
    presentMany(db, config, [e], company),
    repo.findChoicesPage(db, e.id, q.limit, (q.page - 1) * q.limit),
    repo.findPaidTotals(db, e.id),
    repo.findOptions(db, [e.id]),
  ]);
  const optionOf = new Map(options.map((o) => [o.id, o]));
  return {
    data: {
      engagement: engagement!,
      totals: totals.map((t) => {
        const o = optionOf.get(t.option_id);
        return { option_id: t.option_id, project_title: o?.project_title ?? '', impact_unit: o?.impact_unit ?? '', choices: t.choices, quantity: t.quantity, beneficiaries: t.quantity * (o?.beneficiaries_per_unit ?? 1) };
      }),
      choices: page.rows.map(presentChoice),
    },
    meta: { total: page.total, page: q.page, limit: q.limit },
  };
}

/**
 * Turns a company's engagement tool on or off (engagement_access '1' or '0'), audited. For the staff screens
 * that grant additional engagement; without it the company's engagement calls answer 403 'Upgrade to access'
 * and its shared pages take no choices.
 */
export async function setEngagementAccess(db: Db, input: { companyId: number; enabled: boolean; actorId: number; reason?: string | null }) {
  return db.transaction(async (tx) => {
    const before = await repo.findCompany(tx, input.companyId);
    if (!before) throw notFound('Company not found.');
    const access = input.enabled ? '1' : '0';
    await repo.setEngagementAccess(tx, input.companyId, access, input.actorId);
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'company.engagement_access',
      subjectType: 'company',
      subjectId: input.companyId,
      before: { engagement_access: before.engagement_access },
      after: { engagement_access: access },
      reason: input.reason ?? null,
    });
    return { company_id: input.companyId, engagement_access: access };
  });
}

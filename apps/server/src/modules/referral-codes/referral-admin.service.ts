import { referralAdminTexts as t, type referralCodeInputSchema, type referralProgrammeInputSchema } from '@goodhive/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import { writeAudit } from '../../lib/audit.js';
import type { AuthContext } from '../../http/auth.js';
import * as repo from './referral-codes.repository.js';
import { presentCode, presentProgramme } from './referral-codes.presenter.js';

type CodeInput = z.output<typeof referralCodeInputSchema>;
type ProgrammeInput = z.output<typeof referralProgrammeInputSchema>;

const actor = (auth: AuthContext) => auth.impersonatorId ?? auth.userId;

/** The code's stored reward fields from the form: only the fields its reward type uses are kept. */
function rewardColumns(body: CodeInput) {
  return {
    reward_type: body.reward_type,
    reward_usd_cents: body.reward_type === 'giving_credit' && body.reward_usd ? Math.round(body.reward_usd * 100) : null,
    reward_impact_level_id: body.reward_type === 'funded_impact' ? (body.reward_impact_level_id ?? null) : null,
    reward_quantity: body.reward_type === 'funded_impact' ? (body.reward_quantity ?? null) : null,
    reward_days: body.reward_type === 'membership_days' ? (body.reward_days ?? null) : null,
  };
}

async function checkCodeInput(db: DbOrTx, body: CodeInput) {
  if (body.company_id && !(await repo.findCompanyExists(db, body.company_id))) throw validationError({ company_id: ['Company not found.'] });
  if (body.reward_type === 'funded_impact' && !(await repo.findLiveLevel(db, body.reward_impact_level_id!))) {
    throw validationError({ reward_impact_level_id: [t.unknownImpactLevel] });
  }
}

const auditedCode = (c: repo.ReferralCodeRow) => ({
  code: c.code,
  company_id: c.company_id,
  reward_type: c.reward_type,
  reward_usd_cents: c.reward_usd_cents,
  reward_impact_level_id: c.reward_impact_level_id,
  reward_quantity: c.reward_quantity,
  reward_days: c.reward_days,
  usage_limit: c.usage_limit,
  expires_at: c.expires_at?.toISOString() ?? null,
  status: c.status,
});

export async function getCode(db: DbOrTx, id: number) {
  const row = await repo.findCodeById(db, id);
  if (!row) throw notFound();
  const uses = await repo.countUses(db, [id]);
  const list = await repo.findReferralsOfCode(db, id);
  return {
    ...presentCode(row, uses.get(id)),
    uses: list.map((r) => ({
      id: r.referral.id,
      referrer: r.referrer,
      company_id: r.referral.referred_company_id,
      company_name: r.company_name,
      status: r.referral.status as 'joined' | 'converted',
      source: r.referral.source as 'trial-registration' | 'connect',
      joined_at: r.referral.created_at.toISOString(),
      converted_at: r.referral.converted_at?.toISOString() ?? null,
    })),
  };
}

/** GET /api/admin/referral-codes: every code (personal and staff), newest first. */
export async function listCodes(db: DbOrTx, q: { limit: number; page: number; search?: string; personal?: '0' | '1' }) {
  const { rows, total } = await repo.findCodes(db, repo.codeSearch(q.search, q.personal), q.limit, q.page);
  const uses = await repo.countUses(
    db,
    rows.map((r) => r.code.id),
  );
  return { data: rows.map((r) => presentCode(r, uses.get(r.code.id))), meta: { total, page: q.page, limit: q.limit } };
}

/** POST /api/admin/referral-codes. */
export async function createCode(db: Db, auth: AuthContext, body: CodeInput) {
  await checkCodeInput(db, body);
  const id = await db.transaction(async (tx) => {
    const codeId = await repo.insertCode(tx, {
      code: body.code,
      company_id: body.company_id ?? null,
      is_personal: false,
      description: body.description,
      ...rewardColumns(body),
      usage_limit: body.usage_limit ?? null,
      expires_at: body.expires_at ? new Date(body.expires_at) : null,
      status: body.status,
      created_by: actor(auth),
      updated_by: actor(auth),
    });
    if (codeId === null) throw conflict(t.codeTaken, { code: [t.codeTaken] });
    const row = (await repo.findCodeRow(tx, codeId))!;
    await writeAudit(tx, { actorId: actor(auth), action: 'referral_code.create', subjectType: 'referral_code', subjectId: codeId, after: auditedCode(row) });
    return codeId;
  });
  return getCode(db, id);
}

/** PUT /api/admin/referral-codes/{id}: a personal code keeps its company. */
export async function updateCode(db: Db, auth: AuthContext, id: number, body: CodeInput) {
  await checkCodeInput(db, body);
  await db.transaction(async (tx) => {
    const before = await repo.findCodeRow(tx, id);
    if (!before) throw notFound();
    const taken = await repo.findCodeByText(tx, body.code);
    if (taken && taken.code.id !== id) throw conflict(t.codeTaken, { code: [t.codeTaken] });
    await repo.updateCode(tx, id, {
      code: body.code,
      company_id: before.is_personal ? before.company_id : (body.company_id ?? null),
      description: body.description,
      ...rewardColumns(body),
      usage_limit: body.usage_limit ?? null,
      expires_at: body.expires_at ? new Date(body.expires_at) : null,
      status: body.status,
      updated_by: actor(auth),
    });
    const after = (await repo.findCodeRow(tx, id))!;
    await writeAudit(tx, { actorId: actor(auth), action: 'referral_code.update', subjectType: 'referral_code', subjectId: id, before: auditedCode(before), after: auditedCode(after) });
  });
  return getCode(db, id);
}

// ---- Referrals for good ----

async function getProgramme(db: DbOrTx, id: number) {
  const { rows } = await repo.findProgrammes(db, repo.programmeIs(id), 1, 1);
  if (!rows[0]) throw notFound();
  return presentProgramme(rows[0]);
}
export { getProgramme };

export async function listProgrammes(db: DbOrTx, q: { limit: number; page: number; search?: string }) {
  const { rows, total } = await repo.findProgrammes(db, repo.programmeSearch(q.search), q.limit, q.page);
  return { data: rows.map(presentProgramme), meta: { total, page: q.page, limit: q.limit } };
}

function programmeColumns(body: ProgrammeInput) {
  return {
    name: body.name,
    description: body.description,
    impact_level_id: body.impact_level_id,
    quantity: body.quantity,
    starts_at: new Date(body.starts_at),
    ends_at: body.ends_at ? new Date(body.ends_at) : null,
    status: body.status,
  };
}

const auditedProgramme = (p: ReturnType<typeof programmeColumns>) => ({ ...p, starts_at: p.starts_at.toISOString(), ends_at: p.ends_at?.toISOString() ?? null });

export async function createProgramme(db: Db, auth: AuthContext, body: ProgrammeInput) {
  if (!(await repo.findLiveLevel(db, body.impact_level_id))) throw validationError({ impact_level_id: [t.unknownImpactLevel] });
  const values = programmeColumns(body);
  const id = await db.transaction(async (tx) => {
    const programmeId = await repo.insertProgramme(tx, { ...values, created_by: actor(auth), updated_by: actor(auth) });
    await writeAudit(tx, { actorId: actor(auth), action: 'referral_programme.create', subjectType: 'referral_programme', subjectId: programmeId, after: auditedProgramme(values) });
    return programmeId;
  });
  return getProgramme(db, id);
}

export async function updateProgramme(db: Db, auth: AuthContext, id: number, body: ProgrammeInput) {
  const before = await getProgramme(db, id);
  if (!(await repo.findLiveLevel(db, body.impact_level_id)) && body.impact_level_id !== before.impact_level_id) {
    throw validationError({ impact_level_id: [t.unknownImpactLevel] });
  }
  const values = programmeColumns(body);
  await db.transaction(async (tx) => {
    await repo.updateProgramme(tx, id, { ...values, updated_by: actor(auth) });
    const { rewarded: _r, impact_name: _i, project_name: _p, id: _id, ...was } = before;
    await writeAudit(tx, { actorId: actor(auth), action: 'referral_programme.update', subjectType: 'referral_programme', subjectId: id, before: was, after: auditedProgramme(values) });
  });
  return getProgramme(db, id);
}

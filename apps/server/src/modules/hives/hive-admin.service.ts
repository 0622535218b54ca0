import { hiveTexts, referralAdminTexts, type hiveInputSchema } from '@goodhive/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import { writeAudit } from '../../lib/audit.js';
import type { AuthContext } from '../../http/auth.js';
import * as repo from './hives.repository.js';
import { presentHive, presentMember } from './hives.presenter.js';
import { forgetHiveImpact, writeHive } from './hives.service.js';

type HiveValues = z.output<typeof hiveInputSchema>;
const actor = (auth: AuthContext) => auth.impersonatorId ?? auth.userId;
const audited = (h: repo.HiveRow) => ({ page_url: h.page_url, title: h.title, story: h.story, logo: h.logo, banner: h.banner });

/** GET /api/admin/hives. */
export async function listHives(db: DbOrTx, q: { limit: number; page: number; search?: string }) {
  const { rows, total } = await repo.findHives(db, q.search, q.limit, q.page);
  return { data: rows.map(presentHive), meta: { total, page: q.page, limit: q.limit } };
}

/** GET /api/admin/hives/{id}: the hive with every member. */
export async function getHive(db: DbOrTx, id: number) {
  const row = await repo.findHiveById(db, id);
  if (!row) throw notFound(hiveTexts.unknownHive);
  const members = await repo.findMembers(db, id, row.hive.company_id, 5_000);
  return { ...presentHive(row), members: members.map(presentMember) };
}

/** POST /api/admin/hives: a hive for a company, which becomes a hive partner. */
export async function createHive(db: Db, auth: AuthContext, body: HiveValues & { company_id: number }) {
  const company = await repo.findCompany(db, body.company_id);
  if (!company) throw validationError({ company_id: [hiveTexts.companyNotFound] });
  if (await repo.findHiveByCompany(db, company.id)) throw conflict(hiveTexts.companyHasHive(company.name));
  const id = await db.transaction(async (tx) => {
    if (company.is_hive_partner !== 1) {
      await repo.setHivePartner(tx, company.id, 1, actor(auth));
      await writeAudit(tx, { actorId: actor(auth), action: 'company.hive_partner', subjectType: 'company', subjectId: company.id, before: { is_hive_partner: 0 }, after: { is_hive_partner: 1 } });
    }
    const result = await writeHive(tx, company.id, body, actor(auth));
    const after = (await repo.findHiveById(tx, result.id))!;
    await writeAudit(tx, { actorId: actor(auth), action: 'hive.create', subjectType: 'hive', subjectId: result.id, details: { company_id: company.id }, after: audited(after.hive) });
    return result.id;
  });
  return getHive(db, id);
}

/** PUT /api/admin/hives/{id}. */
export async function updateHive(db: Db, auth: AuthContext, id: number, body: HiveValues) {
  const row = await repo.findHiveById(db, id);
  if (!row) throw notFound(hiveTexts.unknownHive);
  await db.transaction(async (tx) => {
    await writeHive(tx, row.hive.company_id, body, actor(auth));
    const after = (await repo.findHiveById(tx, id))!;
    await writeAudit(tx, { actorId: actor(auth), action: 'hive.update', subjectType: 'hive', subjectId: id, before: audited(row.hive), after: audited(after.hive) });
  });
  return getHive(db, id);
}

/** POST /api/admin/hives/{id}/members: staff add a company (not in another hive, not the partner). */
export async function addMember(db: Db, auth: AuthContext, id: number, companyId: number) {
  const row = await repo.findHiveById(db, id);
  if (!row) throw notFound(hiveTexts.unknownHive);
  const company = await repo.findCompany(db, companyId);
  if (!company) throw validationError({ company_id: [hiveTexts.companyNotFound] });
  if (row.hive.company_id === companyId) throw conflict(hiveTexts.ownHive);
  const current = await repo.findHiveOfMember(db, companyId);
  if (current) throw conflict(hiveTexts.alreadyInHive(current.hive.title));
  await db.transaction(async (tx) => {
    if ((await repo.insertMember(tx, { hive_id: id, company_id: companyId, source: 'staff', created_by: actor(auth) })) === null) throw conflict(hiveTexts.alreadyInHive(row.hive.title));
    await writeAudit(tx, { actorId: actor(auth), action: 'hive.member_add', subjectType: 'hive', subjectId: id, details: { company_id: companyId } });
  });
  forgetHiveImpact(db, id);
  return getHive(db, id);
}

/** DELETE /api/admin/hives/{id}/members/{company_id}. */
export async function removeMember(db: Db, auth: AuthContext, id: number, companyId: number) {
  await db.transaction(async (tx) => {
    if (!(await repo.deleteMember(tx, id, companyId))) throw notFound(hiveTexts.notMember);
    await writeAudit(tx, { actorId: actor(auth), action: 'hive.member_remove', subjectType: 'hive', subjectId: id, details: { company_id: companyId } });
  });
  forgetHiveImpact(db, id);
  return getHive(db, id);
}

/** PUT /api/admin/companies/{id}/hive-partner: make a company a hive partner (or no longer one). */
export async function setHivePartner(db: Db, auth: AuthContext, companyId: number, flag: 0 | 1) {
  const company = await repo.findCompany(db, companyId);
  if (!company) throw notFound(hiveTexts.companyNotFound);
  await db.transaction(async (tx) => {
    await repo.setHivePartner(tx, companyId, flag, actor(auth));
    await writeAudit(tx, { actorId: actor(auth), action: 'company.hive_partner', subjectType: 'company', subjectId: companyId, before: { is_hive_partner: company.is_hive_partner }, after: { is_hive_partner: flag } });
  });
  return { company_id: companyId, is_hive_partner: flag, message: referralAdminTexts.partnerSet(flag === 1) };
}

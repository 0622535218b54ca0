import { connectTexts, hiveTexts, referralLinks, type HiveBuilder, type MyHive, type PublicHive } from '@goodhive/contract';
import type { z } from 'zod';
import type { hiveInputSchema } from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { conflict, forbidden, notFound, validationError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import type { AuthContext } from '../../http/auth.js';
import { findPrimaryCompanyId } from '../accounts/index.js';
import { ensurePersonalCode, findUsableCode, invitationsLeftToday, sendInvitations } from '../referral-codes/index.js';
import * as repo from './hives.repository.js';
import { presentHive, presentImpact, presentMember, safeImage } from './hives.presenter.js';

type HiveValues = z.output<typeof hiveInputSchema>;

/** Members a public hive page lists (the combined impact counts every member). */
export const PUBLIC_MEMBERS_MAX = 500;
/** How long one process reuses a hive's combined impact; a membership change here clears it at once. */
const IMPACT_CACHE_MS = 15_000;

const impactCaches = new WeakMap<object, Map<number, { at: number; value: ReturnType<typeof presentImpact> }>>();
const cacheOf = (db: DbOrTx) => {
  let cache = impactCaches.get(db);
  if (!cache) impactCaches.set(db, (cache = new Map()));
  return cache;
};
export const forgetHiveImpact = (db: DbOrTx, hiveId: number) => cacheOf(db).delete(hiveId);

/** The hive's combined impact: its partner's and every member's paid giving, from the contributions like every impact view. */
async function hiveImpact(db: DbOrTx, hive: { id: number; company_id: number }) {
  const cache = cacheOf(db);
  const hit = cache.get(hive.id);
  if (hit && Date.now() - hit.at < IMPACT_CACHE_MS) return hit.value;
  const ids = [hive.company_id, ...(await repo.findHiveCompanyIds(db, hive.id))];
  const value = presentImpact(await repo.sumCompaniesImpact(db, ids));
  if (cache.size > 2_000) cache.clear();
  cache.set(hive.id, { at: Date.now(), value });
  return value;
}

async function connectPath(db: DbOrTx, companyId: number) {
  const own = await ensurePersonalCode(db, companyId);
  return `/connect/${encodeURIComponent(own.code.code)}`;
}

/** The caller's company, with whether they are one of its admins and whether it is a hive partner. */
async function callerCompany(db: DbOrTx, auth: AuthContext) {
  const companyId = await findPrimaryCompanyId(db, auth.userId);
  if (companyId === null) throw forbidden(hiveTexts.joinNeedsCompany);
  return (await repo.findCompanyForUser(db, companyId, auth.userId))!;
}

async function partnerCompany(db: DbOrTx, auth: AuthContext, write: boolean) {
  const company = await callerCompany(db, auth);
  if (company.is_hive_partner !== 1) throw forbidden(hiveTexts.notHivePartner);
  if (write && !company.is_admin) throw forbidden(hiveTexts.joinNeedsAdmin);
  return company;
}

/** GET /api/hive-builder: the hive partner's hive (null before it is built), its invitation link and invitations left today. */
export async function getHiveBuilder(db: DbOrTx, config: Config, auth: AuthContext): Promise<HiveBuilder> {
  const company = await partnerCompany(db, auth, false);
  const [row, own, left] = await Promise.all([repo.findHiveByCompany(db, company.id), ensurePersonalCode(db, company.id), invitationsLeftToday(db, company.id)]);
  return { hive: row ? presentHive(row) : null, link: referralLinks(config.appUrl, own.code.code).connect_link, invitations_left_today: left };
}

async function checkPageUrl(db: DbOrTx, pageUrl: string, exceptId: number | null) {
  if (await repo.isPageUrlTaken(db, pageUrl, exceptId)) throw conflict(hiveTexts.pageUrlTaken, { page_url: [hiveTexts.pageUrlTaken] });
}

/** Creates or saves a hive for a company (the partner's own, or staff's); a taken page URL is refused. */
export async function writeHive(db: DbOrTx, companyId: number, body: HiveValues, userId: number) {
  const existing = await repo.findHiveByCompany(db, companyId);
  await checkPageUrl(db, body.page_url, existing?.hive.id ?? null);
  const values = { page_url: body.page_url, title: body.title, story: body.story, logo: body.logo, banner: body.banner, updated_by: userId };
  if (existing) {
    await repo.updateHive(db, existing.hive.id, values).catch((e: unknown) => {
      throw isUniqueViolation(e) ? conflict(hiveTexts.pageUrlTaken, { page_url: [hiveTexts.pageUrlTaken] }) : e;
    });
    return { id: existing.hive.id, created: false, before: existing.hive };
  }
  const id = await repo.insertHive(db, { ...values, company_id: companyId, created_by: userId });
  if (id === null) throw conflict(hiveTexts.pageUrlTaken, { page_url: [hiveTexts.pageUrlTaken] });
  return { id, created: true, before: null };
}

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && ((e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505');

/** PUT /api/hive-builder: a company admin of a hive partner builds or saves its hive. */
export async function saveHive(db: Db, auth: AuthContext, body: HiveValues) {
  const company = await partnerCompany(db, auth, true);
  const result = await db.transaction((tx) => writeHive(tx, company.id, body, auth.userId));
  return { hive: presentHive((await repo.findHiveById(db, result.id))!), created: result.created };
}

/** POST /api/hive-builder/invite: invitations into the hive, within the company's daily invitation limit. */
export async function inviteToHive(db: Db, config: Config, mailer: Mailer, auth: AuthContext, body: { emails: string[]; message: string | null }) {
  const company = await partnerCompany(db, auth, false);
  const row = await repo.findHiveByCompany(db, company.id);
  if (!row) throw validationError({ emails: [hiveTexts.noHiveYet] }, hiveTexts.noHiveYet);
  return sendInvitations(db, config, mailer, auth, body, { id: row.hive.id, title: row.hive.title, companyId: company.id });
}

/** GET /api/hive-member: the hive's member companies, for the hive partner. */
export async function listHiveMembers(db: DbOrTx, auth: AuthContext) {
  const company = await partnerCompany(db, auth, false);
  const row = await repo.findHiveByCompany(db, company.id);
  if (!row) return [];
  const members = await repo.findMembers(db, row.hive.id, company.id, 5_000);
  return members.map((m) => ({ ...presentMember(m), status: (m.status as 'joined' | 'converted' | null) ?? null }));
}

/** DELETE /api/hive-member/{company_id}: the hive partner takes a company out of its hive. */
export async function removeHiveMember(db: DbOrTx, auth: AuthContext, companyId: number) {
  const company = await partnerCompany(db, auth, true);
  const row = await repo.findHiveByCompany(db, company.id);
  if (!row || !(await repo.deleteMember(db, row.hive.id, companyId))) throw notFound(hiveTexts.notMember);
  forgetHiveImpact(db, row.hive.id);
}

/** GET /api/hive/{page_url}: the public hive page; 404 for an unknown page. */
export async function getPublicHive(db: DbOrTx, pageUrl: string): Promise<PublicHive> {
  const row = await repo.findHiveByPageUrl(db, pageUrl);
  if (!row) throw notFound(hiveTexts.unknownHive);
  const [impact, members, path] = await Promise.all([
    hiveImpact(db, row.hive),
    repo.findMembers(db, row.hive.id, row.hive.company_id, PUBLIC_MEMBERS_MAX),
    connectPath(db, row.hive.company_id),
  ]);
  return {
    ...presentHive(row),
    impact,
    members: members.map((m) => ({ company_id: m.company_id, company_name: m.company_name, logo_url: safeImage(m.logo) })),
    connect_path: path,
  };
}

/** GET /api/my-hive: the hive the member's company belongs to (or leads, for a hive partner); null when none. */
export async function getMyHive(db: DbOrTx, auth: AuthContext): Promise<MyHive> {
  const company = await callerCompany(db, auth);
  const row = (await repo.findHiveOfMember(db, company.id)) ?? (await repo.findHiveByCompany(db, company.id));
  if (!row) return { hive: null };
  const [impact, path] = await Promise.all([hiveImpact(db, row.hive), connectPath(db, row.hive.company_id)]);
  return { hive: { ...presentHive(row), impact, connect_path: path } };
}

/** POST /api/hive/{page_url}/join (public-join-business): a company admin joins the hive with the company. */
export async function joinHive(db: Db, auth: AuthContext, pageUrl: string) {
  const row = await repo.findHiveByPageUrl(db, pageUrl);
  if (!row) throw notFound(hiveTexts.unknownHive);
  const company = await callerCompany(db, auth);
  if (!company.is_admin) throw forbidden(hiveTexts.joinNeedsAdmin);
  if (row.hive.company_id === company.id) throw conflict(hiveTexts.ownHive);
  const current = await repo.findHiveOfMember(db, company.id);
  if (current) throw conflict(hiveTexts.alreadyInHive(current.hive.title));
  const id = await repo.insertMember(db, { hive_id: row.hive.id, company_id: company.id, source: 'invite', created_by: auth.userId });
  if (id === null) throw conflict(hiveTexts.alreadyInHive(row.hive.title));
  forgetHiveImpact(db, row.hive.id);
  return { hive_id: row.hive.id, page_url: row.hive.page_url, title: row.hive.title };
}

/**
 * A company that signed up through a hive partner's link joins the partner's hive (in the sign-up's
 * transaction); null when the referrer has no hive.
 */
export async function joinReferrerHive(tx: DbOrTx, referrerCompanyId: number | null, companyId: number, userId: number) {
  if (referrerCompanyId === null) return null;
  const row = await repo.findHiveByCompany(tx, referrerCompanyId);
  if (!row) return null;
  await repo.insertMember(tx, { hive_id: row.hive.id, company_id: companyId, source: 'connect', created_by: userId });
  forgetHiveImpact(tx, row.hive.id);
  return { title: row.hive.title, page_url: row.hive.page_url };
}

/** GET /api/connect/{code}: who invites and the hive the business will join; a code that cannot be used says so. */
export async function getConnectInfo(db: DbOrTx, code: string) {
  const usable = await findUsableCode(db, code);
  if (!usable) throw notFound(connectTexts.unknownCode);
  const row = usable.companyId !== null ? await repo.findHiveByCompany(db, usable.companyId) : undefined;
  return {
    code: usable.code,
    company_name: usable.companyName,
    logo_url: safeImage(usable.companyLogo),
    hive: row ? { title: row.hive.title, page_url: row.hive.page_url } : null,
  };
}

/** The hive a company leads with its combined impact (the hive and leverage widgets); null when it leads none. */
export async function findLedHiveFigures(db: DbOrTx, companyId: number) {
  const row = await repo.findHiveByCompany(db, companyId);
  if (!row) return null;
  const impact = await hiveImpact(db, row.hive);
  return {
    title: row.hive.title,
    page_url: row.hive.page_url,
    member_count: Number(row.member_count),
    total_impacts: impact.total_impacts,
    beneficiaries: impact.beneficiaries,
    amount_usd: impact.amount_usd,
    impacts_per_usd: impact.impacts_per_usd,
  };
}

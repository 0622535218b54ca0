import { IMPACT_PARTNER_LEVELS, PARTNER_LEVEL_WINDOW_DAYS, partnerLevelFor, partnershipMessages, type PartnershipStatus } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { ownerRefOf, resolveGivingAccount } from '../accounts/index.js';
import type { AuthContext } from '../../http/auth.js';
import { findCompanyName, sumCompanyGivingCentsSince, updateCompanyLevel } from './partnership.repository.js';

/** Paid company giving of the last 12 months, in cents (indexed on the company's paid contributions). */
async function sumRecentCompanyGivingCents(db: DbOrTx, companyId: number): Promise<number> {
  const since = new Date(Date.now() - PARTNER_LEVEL_WINDOW_DAYS * 86_400_000);
  return sumCompanyGivingCentsSince(db, companyId, since);
}

/**
 * Recomputes a company's level and stores it on the company (companydata.latest_impact_partner_level) when
 * it changed. Called after each paid company checkout and whenever the status is read.
 */
export async function refreshCompanyLevel(db: DbOrTx, companyId: number) {
  const givingUsd = (await sumRecentCompanyGivingCents(db, companyId)) / 100;
  const level = partnerLevelFor(givingUsd);
  await updateCompanyLevel(db, companyId, level?.name ?? null);
  return { givingUsd, level };
}

/** GET /api/company/partnership-status: the level of the member's company and what the next one needs. */
export async function getPartnershipStatus(db: DbOrTx, auth: AuthContext, companyId: number | undefined): Promise<PartnershipStatus> {
  const owner = ownerRefOf(await resolveGivingAccount(db, auth, { company_id: companyId }, 'write'));
  if (owner.account !== 'company') throw conflict(partnershipMessages.companiesOnly);
  const company = await findCompanyName(db, owner.id);
  if (!company) throw notFound('Company not found.');
  const { givingUsd, level } = await refreshCompanyLevel(db, owner.id);
  const next = IMPACT_PARTNER_LEVELS.find((l) => l.min_usd > givingUsd) ?? null;
  return {
    company_id: owner.id,
    company_name: company.name,
    giving_usd: givingUsd,
    window_days: PARTNER_LEVEL_WINDOW_DAYS,
    level: level ? { ...level } : null,
    next: next ? { ...next, remaining_usd: Math.round((next.min_usd - givingUsd) * 100) / 100 } : null,
    levels: IMPACT_PARTNER_LEVELS.map((l) => ({ ...l })),
  };
}

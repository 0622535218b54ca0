import type { z } from 'zod';
import { profileEditMessages, type CompanyImageField, type CompanyProfile, type companyProfileUpdateSchema } from '@goodhive/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { forbidden, notFound, validationError } from '../../lib/errors.js';
import { isAdmin } from '../accounts/index.js';
import { presentCompanyProfile } from './company-profile.presenter.js';
import * as repo from './company-profile.repository.js';
import { findCompanyLink } from './profiles.repository.js';

type CompanyProfileUpdate = z.output<typeof companyProfileUpdateSchema>;

/** The company's owner and admins edit its profile. */
async function isCompanyEditor(db: DbOrTx, auth: AuthContext, companyId: number) {
  const link = await findCompanyLink(db, auth.userId, companyId);
  return Boolean(link && (link.is_admin === 1 || link.is_owner));
}

/** GET /api/company/{id}: the company profile with its score, for its owner and admins, and for staff to read. */
export async function getCompanyProfileForEdit(db: DbOrTx, auth: AuthContext, companyId: number): Promise<CompanyProfile> {
  const row = await repo.findCompanyForEdit(db, companyId);
  if (!row) throw notFound(profileEditMessages.companyNotFound);
  const canEdit = await isCompanyEditor(db, auth, companyId);
  if (!canEdit && !isAdmin(auth)) throw forbidden(profileEditMessages.companyAdminsOnly);
  return presentCompanyProfile(row, canEdit);
}

/** Refuses anyone but the company's owner and admins (404 for an unknown company); staff read, never write. */
export async function assertCompanyEditor(db: DbOrTx, auth: AuthContext, companyId: number) {
  const row = await repo.findCompanyForEdit(db, companyId);
  if (!row) throw notFound(profileEditMessages.companyNotFound);
  if (!(await isCompanyEditor(db, auth, companyId))) throw forbidden(profileEditMessages.companyAdminsOnly);
}

/** Checks the industries and country against the lists; every problem at once, as field errors. */
async function checkReferences(db: DbOrTx, body: CompanyProfileUpdate) {
  const errors: Record<string, string[]> = {};
  const industryIds = [body.industry1, body.industry2].filter((v): v is number => typeof v === 'number');
  const known = await repo.findIndustryIds(db, industryIds);
  if (typeof body.industry1 === 'number' && !known.includes(body.industry1)) errors.industry1 = [profileEditMessages.unknownIndustry];
  if (typeof body.industry2 === 'number' && !known.includes(body.industry2)) errors.industry2 = [profileEditMessages.unknownIndustry];
  if (typeof body.industry1 === 'number' && body.industry1 === body.industry2) errors.industry2 = [profileEditMessages.sameIndustries];
  if (typeof body.country_id === 'number' && !(await repo.countryExists(db, body.country_id))) errors.country_id = [profileEditMessages.unknownCountry];
  if (Object.keys(errors).length) throw validationError(errors);
}

/** POST /api/company/{id}: the owner or an admin saves the company profile; a field left out stays as it is, an empty one is cleared. */
export async function saveCompanyProfile(db: Db, auth: AuthContext, companyId: number, body: CompanyProfileUpdate): Promise<CompanyProfile> {
  await assertCompanyEditor(db, auth, companyId);
  await checkReferences(db, body);
  const { industry1, industry2, ...rest } = body;
  const values: repo.CompanyProfileValues = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (industry1 !== undefined) values.industry_1 = industry1;
  if (industry2 !== undefined) values.industry_2 = industry2;
  await repo.updateCompanyProfile(db, companyId, values, auth.userId);
  return getCompanyProfileForEdit(db, auth, companyId);
}

/** POST /api/company/{id}/image: the uploaded image becomes the company's logo, icon or banner. */
export async function setCompanyImage(db: DbOrTx, auth: AuthContext, companyId: number, field: CompanyImageField, imageUrl: string): Promise<CompanyProfile> {
  await assertCompanyEditor(db, auth, companyId);
  await repo.updateCompanyProfile(db, companyId, { [field]: imageUrl }, auth.userId);
  return getCompanyProfileForEdit(db, auth, companyId);
}

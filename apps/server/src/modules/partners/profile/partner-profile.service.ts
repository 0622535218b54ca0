import {
  partnerMessages,
  partnerProfileScore,
  type partnerContactCreateSchema,
  type PartnerInfoType,
  type PartnerProfile,
  type PartnerProfileUpdate,
  type partnerTaxDetailCreateSchema,
} from '@goodhive/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import { notFound, validationError } from '../../../lib/errors.js';
import { PARTNER_ACCESS, resolveActingPartner } from '../../accounts/index.js';
import type { AuthContext } from '../../../http/auth.js';
import * as repo from './partner-profile.repository.js';

/** The whole profile with countries, contacts, tax details and the completeness score. */
export async function loadPartnerProfile(db: DbOrTx, partnerId: number): Promise<PartnerProfile> {
  const p = await repo.findPartnerRow(db, partnerId);
  if (!p) throw notFound(partnerMessages.partnerNotFound);
  // One after another: on a transaction's single connection, reads cannot overlap.
  const countryRows = await repo.findPartnerCountries(db, partnerId);
  const contactRows = await repo.findPartnerContacts(db, partnerId);
  const taxRows = await repo.findPartnerTaxDetails(db, partnerId);
  return {
    id: p.id,
    user_id: p.user_id,
    worthy_cause_name: p.worthy_cause_name,
    org_legal_name: p.org_legal_name,
    registration_date: p.registration_date,
    tax_id: p.tax_id,
    org_aboutus: p.org_aboutus,
    org_mission: p.org_mission,
    org_story: p.org_story,
    org_image: p.org_image,
    bank_account_name: p.bank_account_name,
    account_number: p.account_number,
    bank_name: p.bank_name,
    bank_address: p.bank_address,
    finance_year_start: p.finance_year_start,
    countries: countryRows.map((c) => ({ ...c, info_type: c.info_type as PartnerInfoType })),
    contacts: contactRows.map((c) => ({
      id: c.id,
      type: c.type,
      notifications: c.notifications,
      title: c.title,
      first_name: c.first_name,
      last_name: c.last_name,
      email: c.email,
      phone: c.phone,
      position: c.position,
    })),
    tax_details: taxRows.map((r) => ({ id: r.t.id, country_id: r.t.country_id, country_name: r.country_name, tax_type: r.t.tax_type, tax_number: r.t.tax_number })),
    completeness: partnerProfileScore(p),
  };
}

/** POST /api/partner/profile: saves the fields sent (empty text clears a field) and, if sent, the country lists; one transaction. */
export async function updatePartnerProfile(db: DbOrTx, auth: AuthContext, body: PartnerProfileUpdate) {
  const partner = await resolveActingPartner(db, auth, body.partner_id, PARTNER_ACCESS.panel);
  const { partner_id: _ignored, countries: countryLists, ...fields } = body;
  const changes = Object.fromEntries(
    Object.entries(fields)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? null : v]),
  );
  if (countryLists) {
    const ids = [...new Set(Object.values(countryLists).flat())];
    if (ids.length) {
      const known = await repo.findKnownCountryIds(db, ids);
      if (known.length !== ids.length) throw validationError({ countries: [partnerMessages.unknownCountry] });
    }
  }
  await db.transaction(async (tx) => {
    if (Object.keys(changes).length) await repo.updatePartner(tx, partner.id, changes, auth.userId);
    for (const [infoType, ids] of Object.entries(countryLists ?? {}) as [PartnerInfoType, number[] | undefined][]) {
      if (!ids) continue;
      await repo.deletePartnerCountries(tx, partner.id, infoType);
      const unique = [...new Set(ids)];
      if (unique.length) await repo.insertPartnerCountries(tx, partner.id, infoType, unique);
    }
  });
  return loadPartnerProfile(db, partner.id);
}

/** Sets the organisation image of a partner to a stored file's address. */
export async function setOrgImage(db: DbOrTx, partnerId: number, imageUrl: string, userId: number) {
  await repo.updatePartner(db, partnerId, { org_image: imageUrl }, userId);
}

/** Adds a contact person to a partner; empty optional fields are stored as null. */
export async function addContact(db: DbOrTx, partnerId: number, contact: Omit<z.output<typeof partnerContactCreateSchema>, 'partner_id'>, userId: number) {
  await repo.insertContact(db, { ...contact, title: contact.title || null, position: contact.position || null, phone: contact.phone || null, partner_id: partnerId, created_by: userId });
}

/** Removes one of the partner's contact persons; 404 when it is not theirs. */
export async function removeContact(db: DbOrTx, partnerId: number, contactId: number) {
  const removed = await repo.deleteContact(db, partnerId, contactId);
  if (!removed.length) throw notFound('Contact not found.');
}

type TaxDetailsInput = Omit<z.output<typeof partnerTaxDetailCreateSchema>, 'country_id'> & { country_id?: number };

/** Adds tax details for a country to the acting partner (staff: partner_id) and answers the profile; 422 without a known country. */
export async function addTaxDetails(db: DbOrTx, auth: AuthContext, { partner_id, ...tax }: TaxDetailsInput): Promise<PartnerProfile> {
  const partner = await resolveActingPartner(db, auth, partner_id, PARTNER_ACCESS.panel);
  const missing: Record<string, string[]> = {};
  if (!tax.country_id) missing.country_id = [partnerMessages.countryRequired];
  if (!tax.tax_type) missing.tax_type = [partnerMessages.taxTypeRequired];
  if (!tax.tax_number) missing.tax_number = [partnerMessages.taxNumberRequired];
  if (Object.keys(missing).length || !tax.country_id) throw validationError(missing);
  const country = await repo.findCountryId(db, tax.country_id);
  if (!country) throw validationError({ country_id: [partnerMessages.unknownCountry] });
  await repo.insertTaxDetails(db, { ...tax, country_id: tax.country_id, partner_id: partner.id, created_by: auth.userId });
  return loadPartnerProfile(db, partner.id);
}

/** Removes one of the acting partner's tax details and answers the profile; 404 when they are not theirs. */
export async function removeTaxDetails(db: DbOrTx, auth: AuthContext, partnerRef: number | undefined, taxId: number): Promise<PartnerProfile> {
  const partner = await resolveActingPartner(db, auth, partnerRef, PARTNER_ACCESS.panel);
  const removed = await repo.deleteTaxDetails(db, partner.id, taxId);
  if (!removed.length) throw notFound('Tax details not found.');
  return loadPartnerProfile(db, partner.id);
}

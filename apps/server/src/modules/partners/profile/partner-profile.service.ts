import { and, asc, eq, inArray } from 'drizzle-orm';
import { partnerMessages, partnerProfileScore, type PartnerInfoType, type PartnerProfile, type PartnerProfileUpdate } from '@goodhive/contract';
import type { DbOrTx } from '../../../db/client.js';
import { countries, partnerContacts, partnerCountries, partners, partnerTaxDetails } from '../../../db/schema/index.js';
import { notFound, validationError } from '../../../lib/errors.js';
import { PARTNER_ACCESS, resolveActingPartner } from '../partner-access.service.js';
import type { AuthContext } from '../../../http/auth.js';

/** The whole profile with countries, contacts, tax details and the completeness score. */
export async function loadPartnerProfile(db: DbOrTx, partnerId: number): Promise<PartnerProfile> {
  const [p] = await db.select().from(partners).where(eq(partners.id, partnerId));
  if (!p) throw notFound(partnerMessages.partnerNotFound);
  const [countryRows, contactRows, taxRows] = await Promise.all([
    db
      .select({ country_id: partnerCountries.country_id, info_type: partnerCountries.info_type, name: countries.name, code: countries.code })
      .from(partnerCountries)
      .innerJoin(countries, eq(countries.id, partnerCountries.country_id))
      .where(eq(partnerCountries.partner_id, partnerId))
      .orderBy(asc(countries.name)),
    db.select().from(partnerContacts).where(eq(partnerContacts.partner_id, partnerId)).orderBy(asc(partnerContacts.id)),
    db
      .select({ t: partnerTaxDetails, country_name: countries.name })
      .from(partnerTaxDetails)
      .innerJoin(countries, eq(countries.id, partnerTaxDetails.country_id))
      .where(eq(partnerTaxDetails.partner_id, partnerId))
      .orderBy(asc(partnerTaxDetails.id)),
  ]);
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
      const known = await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, ids));
      if (known.length !== ids.length) throw validationError({ countries: [partnerMessages.unknownCountry] });
    }
  }
  await db.transaction(async (tx) => {
    if (Object.keys(changes).length) await tx.update(partners).set({ ...changes, updated_at: new Date(), updated_by: auth.userId }).where(eq(partners.id, partner.id));
    for (const [infoType, ids] of Object.entries(countryLists ?? {}) as [PartnerInfoType, number[] | undefined][]) {
      if (!ids) continue;
      await tx.delete(partnerCountries).where(and(eq(partnerCountries.partner_id, partner.id), eq(partnerCountries.info_type, infoType)));
      const unique = [...new Set(ids)];
      if (unique.length) await tx.insert(partnerCountries).values(unique.map((country_id) => ({ partner_id: partner.id, country_id, info_type: infoType })));
    }
  });
  return loadPartnerProfile(db, partner.id);
}

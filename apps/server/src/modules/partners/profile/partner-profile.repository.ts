import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PartnerInfoType } from '@goodhive/contract';
import type { DbOrTx } from '../../../db/client.js';
import { countries, partnerContacts, partnerCountries, partners, partnerTaxDetails } from '../../../db/schema/index.js';

type PartnerPatch = Partial<typeof partners.$inferInsert>;

/** A partner, or undefined. */
export async function findPartnerRow(db: DbOrTx, partnerId: number) {
  const [p] = await db.select().from(partners).where(eq(partners.id, partnerId));
  return p;
}

/** The partner's countries with their kind, by name. */
export function findPartnerCountries(db: DbOrTx, partnerId: number) {
  return db
    .select({ country_id: partnerCountries.country_id, info_type: partnerCountries.info_type, name: countries.name, code: countries.code })
    .from(partnerCountries)
    .innerJoin(countries, eq(countries.id, partnerCountries.country_id))
    .where(eq(partnerCountries.partner_id, partnerId))
    .orderBy(asc(countries.name));
}

/** The partner's contact persons, oldest first. */
export function findPartnerContacts(db: DbOrTx, partnerId: number) {
  return db.select().from(partnerContacts).where(eq(partnerContacts.partner_id, partnerId)).orderBy(asc(partnerContacts.id));
}

/** The partner's tax details with their country's name, oldest first. */
export function findPartnerTaxDetails(db: DbOrTx, partnerId: number) {
  return db
    .select({ t: partnerTaxDetails, country_name: countries.name })
    .from(partnerTaxDetails)
    .innerJoin(countries, eq(countries.id, partnerTaxDetails.country_id))
    .where(eq(partnerTaxDetails.partner_id, partnerId))
    .orderBy(asc(partnerTaxDetails.id));
}

/** The ids among these that are known countries. */
export function findKnownCountryIds(db: DbOrTx, ids: number[]) {
  return db.select({ id: countries.id }).from(countries).where(inArray(countries.id, ids));
}

/** The country's id when it exists, else undefined. */
export async function findCountryId(db: DbOrTx, countryId: number) {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  return country;
}

/** Changes columns of a partner, stamping who changed it and when. */
export async function updatePartner(tx: DbOrTx, partnerId: number, changes: PartnerPatch, userId: number) {
  await tx.update(partners).set({ ...changes, updated_at: new Date(), updated_by: userId }).where(eq(partners.id, partnerId));
}

/** Replaces the partner's countries of one kind: the old list goes, the given countries come. */
export async function deletePartnerCountries(tx: DbOrTx, partnerId: number, infoType: PartnerInfoType) {
  await tx.delete(partnerCountries).where(and(eq(partnerCountries.partner_id, partnerId), eq(partnerCountries.info_type, infoType)));
}

/** Adds countries of one kind to a partner. */
export async function insertPartnerCountries(tx: DbOrTx, partnerId: number, infoType: PartnerInfoType, countryIds: number[]) {
  await tx.insert(partnerCountries).values(countryIds.map((country_id) => ({ partner_id: partnerId, country_id, info_type: infoType })));
}

/** Adds a contact person. */
export async function insertContact(db: DbOrTx, values: typeof partnerContacts.$inferInsert) {
  await db.insert(partnerContacts).values(values);
}

/** Deletes one of the partner's contact persons; answers the rows deleted. */
export function deleteContact(db: DbOrTx, partnerId: number, contactId: number) {
  return db
    .delete(partnerContacts)
    .where(and(eq(partnerContacts.id, contactId), eq(partnerContacts.partner_id, partnerId)))
    .returning({ id: partnerContacts.id });
}

/** Adds tax details. */
export async function insertTaxDetails(db: DbOrTx, values: typeof partnerTaxDetails.$inferInsert) {
  await db.insert(partnerTaxDetails).values(values);
}

/** Deletes one of the partner's tax details; answers the rows deleted. */
export function deleteTaxDetails(db: DbOrTx, partnerId: number, taxId: number) {
  return db
    .delete(partnerTaxDetails)
    .where(and(eq(partnerTaxDetails.id, taxId), eq(partnerTaxDetails.partner_id, partnerId)))
    .returning({ id: partnerTaxDetails.id });
}

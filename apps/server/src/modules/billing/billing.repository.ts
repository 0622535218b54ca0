import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  billingAddresses,
  billingCustomers,
  cardSetupSessions,
  companies,
  countries,
  membershipRenewalCharges,
  paymentCards,
  taxDetails,
  tokenPurchases,
  userBusiness,
  users,
} from '../../db/schema/index.js';

export type CardRow = typeof paymentCards.$inferSelect;
export type SetupSessionRow = typeof cardSetupSessions.$inferSelect;
export type RenewalChargeRow = typeof membershipRenewalCharges.$inferSelect;
/** The giving account a billing row belongs to. */
export type Owner = { owner_key: string; account: 'user' | 'company'; user_id: number; company_id: number | null };

/** The caller's link to a company: admin, owner and business-only flags. */
export async function findCompanyLink(db: DbOrTx, userId: number, companyId: number) {
  const [row] = await db
    .select({ is_admin: userBusiness.is_admin, is_business: userBusiness.is_business, is_owner: userBusiness.is_owner })
    .from(userBusiness)
    .where(and(eq(userBusiness.user_id, userId), eq(userBusiness.company_id, companyId)));
  return row;
}

/** The name an account is billed under: the company's name, or the person's. */
export async function findAccountName(db: DbOrTx, userId: number, companyId: number | null) {
  if (companyId !== null) {
    const [c] = await db.select({ name: companies.company_name }).from(companies).where(eq(companies.id, companyId));
    return c?.name ?? '';
  }
  const [u] = await db.select({ first_name: users.first_name, last_name: users.last_name, email: users.email }).from(users).where(eq(users.id, userId));
  return u ? `${u.first_name} ${u.last_name}`.trim() : '';
}

export async function findUserEmail(db: DbOrTx, userId: number) {
  const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return u?.email ?? null;
}

// Customers

export async function findCustomer(db: DbOrTx, ownerKey: string, provider: string) {
  const [row] = await db.select().from(billingCustomers).where(and(eq(billingCustomers.owner_key, ownerKey), eq(billingCustomers.provider, provider)));
  return row;
}

/** Keeps the provider's customer of an account; when two requests race, the first one's customer stays. */
export async function insertCustomer(db: DbOrTx, owner: Owner, provider: string, customerId: string, by: number) {
  await db
    .insert(billingCustomers)
    .values({ ...owner, provider, provider_customer_id: customerId, created_by: by, updated_by: by })
    .onConflictDoNothing();
  return (await findCustomer(db, owner.owner_key, provider))!;
}

/** Locks the account's customer row: card changes of one account apply one after the other. */
export async function lockCustomer(tx: DbOrTx, ownerKey: string, provider: string) {
  await tx.execute(sql`select id from billing_customers where owner_key = ${ownerKey} and provider = ${provider} for update`);
}

// Cards

export async function findCards(db: DbOrTx, ownerKey: string) {
  return db.select().from(paymentCards).where(eq(paymentCards.owner_key, ownerKey)).orderBy(desc(paymentCards.is_primary), desc(paymentCards.created_at), desc(paymentCards.id));
}

export async function countCards(db: DbOrTx, ownerKey: string) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(paymentCards).where(eq(paymentCards.owner_key, ownerKey));
  return row.n;
}

/** A card of this account (by id), or undefined: another account's card is not found. */
export async function findCardOf(db: DbOrTx, ownerKey: string, cardId: number) {
  const [row] = await db.select().from(paymentCards).where(and(eq(paymentCards.id, cardId), eq(paymentCards.owner_key, ownerKey)));
  return row;
}

export async function findCardByMethod(db: DbOrTx, provider: string, paymentMethodId: string) {
  const [row] = await db.select().from(paymentCards).where(and(eq(paymentCards.provider, provider), eq(paymentCards.provider_payment_method_id, paymentMethodId)));
  return row;
}

/** Saves a card; it becomes primary when the account has none. Null when the payment method is already saved. */
export async function insertCard(
  tx: DbOrTx,
  values: Owner & { provider: string; provider_customer_id: string; provider_payment_method_id: string; brand: string; last4: string; exp_month: number; exp_year: number; created_by: number },
) {
  const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(paymentCards).where(and(eq(paymentCards.owner_key, values.owner_key), eq(paymentCards.is_primary, true)));
  const [row] = await tx
    .insert(paymentCards)
    .values({ ...values, is_primary: n === 0, updated_by: values.created_by })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function setPrimary(tx: DbOrTx, ownerKey: string, cardId: number, by: number) {
  await tx.update(paymentCards).set({ is_primary: false, updated_at: new Date(), updated_by: by }).where(and(eq(paymentCards.owner_key, ownerKey), eq(paymentCards.is_primary, true)));
  await tx.update(paymentCards).set({ is_primary: true, updated_at: new Date(), updated_by: by }).where(and(eq(paymentCards.owner_key, ownerKey), eq(paymentCards.id, cardId)));
}

export async function deleteCard(tx: DbOrTx, ownerKey: string, cardId: number) {
  const [row] = await tx.delete(paymentCards).where(and(eq(paymentCards.id, cardId), eq(paymentCards.owner_key, ownerKey))).returning();
  return row;
}

/** The newest card of an account, to become primary when the primary one is removed. */
export async function findNewestCard(tx: DbOrTx, ownerKey: string) {
  const [row] = await tx.select().from(paymentCards).where(eq(paymentCards.owner_key, ownerKey)).orderBy(desc(paymentCards.created_at), desc(paymentCards.id)).limit(1);
  return row;
}

export async function findPrimaryCard(db: DbOrTx, ownerKey: string) {
  const [row] = await db.select().from(paymentCards).where(and(eq(paymentCards.owner_key, ownerKey), eq(paymentCards.is_primary, true)));
  return row;
}

// Card setup sessions

export async function insertSetupSession(db: DbOrTx, values: typeof cardSetupSessions.$inferInsert) {
  const [row] = await db.insert(cardSetupSessions).values(values).returning();
  return row;
}

export async function setSetupProviderSession(db: DbOrTx, id: number, providerSessionId: string) {
  await db.update(cardSetupSessions).set({ provider_session_id: providerSessionId, updated_at: new Date() }).where(eq(cardSetupSessions.id, id));
}

export async function findSetupSession(db: DbOrTx, key: string) {
  const [row] = await db.select().from(cardSetupSessions).where(eq(cardSetupSessions.session_key, key));
  return row;
}

/** Locks a pending setup session by key; undefined when it is not pending (already used or cancelled). */
export async function lockPendingSetupSession(tx: DbOrTx, key: string) {
  const result = await tx.execute<{ id: number }>(sql`select id from card_setup_sessions where session_key = ${key} and status = 'pending' for update`);
  const id = result.rows[0]?.id;
  if (id === undefined) return undefined;
  const [row] = await tx.select().from(cardSetupSessions).where(eq(cardSetupSessions.id, Number(id)));
  return row;
}

export async function closeSetupSession(tx: DbOrTx, id: number, status: 'completed' | 'cancelled', cardId: number | null) {
  await tx.update(cardSetupSessions).set({ status, payment_card_id: cardId, updated_at: new Date() }).where(and(eq(cardSetupSessions.id, id), eq(cardSetupSessions.status, 'pending')));
}

// Tax details

export async function findTaxDetails(db: DbOrTx, ownerKey: string) {
  return db
    .select({ t: taxDetails, country_name: countries.name })
    .from(taxDetails)
    .innerJoin(countries, eq(countries.id, taxDetails.country_id))
    .where(eq(taxDetails.owner_key, ownerKey))
    .orderBy(asc(taxDetails.id));
}

export async function countTaxDetails(db: DbOrTx, ownerKey: string) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(taxDetails).where(eq(taxDetails.owner_key, ownerKey));
  return row.n;
}

export async function findCountry(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: countries.id, name: countries.name }).from(countries).where(eq(countries.id, id));
  return row;
}

export async function findCountryByName(db: DbOrTx, name: string) {
  const [row] = await db.select({ id: countries.id, name: countries.name }).from(countries).where(sql`lower(${countries.name}) = lower(${name})`).limit(1);
  return row;
}

/** Adds a tax detail; null when the same type and number is already there. */
export async function insertTaxDetail(db: DbOrTx, values: Owner & { tax_type: string; tax_number: string; country_id: number; created_by: number }) {
  const [row] = await db.insert(taxDetails).values({ ...values, updated_by: values.created_by }).onConflictDoNothing().returning();
  return row ?? null;
}

export async function deleteTaxDetail(db: DbOrTx, ownerKey: string, id: number) {
  const [row] = await db.delete(taxDetails).where(and(eq(taxDetails.id, id), eq(taxDetails.owner_key, ownerKey))).returning({ id: taxDetails.id });
  return row;
}

// Address

export async function findAddress(db: DbOrTx, ownerKey: string) {
  const [row] = await db.select().from(billingAddresses).where(eq(billingAddresses.owner_key, ownerKey));
  return row;
}

export async function upsertAddress(
  db: DbOrTx,
  owner: Owner,
  values: { address_1: string; address_2: string | null; city: string; state: string | null; country_name: string; zip_code: string },
  by: number,
) {
  const [row] = await db
    .insert(billingAddresses)
    .values({ ...owner, ...values, created_by: by, updated_by: by })
    .onConflictDoUpdate({ target: billingAddresses.owner_key, set: { ...values, user_id: owner.user_id, updated_at: new Date(), updated_by: by } })
    .returning();
  return row;
}

// Token purchases

export async function findTokenPurchases(db: DbOrTx, companyId: number, limit: number, page: number) {
  const rows = await db
    .select()
    .from(tokenPurchases)
    .where(eq(tokenPurchases.company_id, companyId))
    .orderBy(desc(tokenPurchases.created_at), desc(tokenPurchases.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(tokenPurchases).where(eq(tokenPurchases.company_id, companyId));
  return { rows, total };
}

// Renewal charges

/** Claims the one renewal attempt of a company for a period end; undefined when it was already claimed. */
export async function claimRenewalCharge(db: DbOrTx, values: { company_id: number; period_end: Date; idempotency_key: string }) {
  const [row] = await db.insert(membershipRenewalCharges).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findRenewalCharge(db: DbOrTx, companyId: number, periodEnd: Date) {
  const [row] = await db
    .select()
    .from(membershipRenewalCharges)
    .where(and(eq(membershipRenewalCharges.company_id, companyId), eq(membershipRenewalCharges.period_end, periodEnd)));
  return row;
}

export async function updateRenewalCharge(db: DbOrTx, id: number, values: Partial<typeof membershipRenewalCharges.$inferInsert>) {
  await db.update(membershipRenewalCharges).set({ ...values, updated_at: new Date() }).where(eq(membershipRenewalCharges.id, id));
}

import {
  BILLING_ADDRESS_LIMITS,
  MAX_SAVED_CARDS,
  MAX_TAX_DETAILS,
  TAX_TYPES,
  billingMessages,
  normalizeTaxNumber,
  taxNumberProblem,
  type BillingAccountQuery,
  type TaxType,
} from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { conflict, forbidden, notFound, validationError } from '../../lib/errors.js';
import { paymentProviderFor, type SavedPaymentMethod } from '../../lib/payments/index.js';
import { randomSecret } from '../../lib/secrets.js';
import { isAdmin, resolveGivingAccount, type GivingAccount } from '../accounts/index.js';
import { findPaidGroupsOfAccount } from '../giving/index.js';
import * as repo from './billing.repository.js';
import { presentAddress, presentCard, presentImpact, presentTaxDetail, presentTokenPurchase } from './billing.presenter.js';

type Ref = Partial<BillingAccountQuery>;
type Mode = 'read' | 'write';

const ownerOf = (a: GivingAccount): repo.Owner => ({ owner_key: a.ownerKey, account: a.account, user_id: a.userId, company_id: a.companyId });

/** Where the browser lands after the provider's card page: the Billing Details screen with a notice. */
export const billingReturnUrl = (config: Config, outcome: 'added' | 'cancelled' | 'failed') => `${config.appUrl}/billing-details?card=${outcome}`;

/**
 * The giving account a billing call acts on (the same rule as every giving call: the account the member acts
 * as, or the one named). A company's billing is its admins' (and owner's) with is_business 0; staff may read
 * any account's billing by user_id, never change it.
 */
export async function resolveBillingAccount(db: DbOrTx, auth: AuthContext, ref: Ref, mode: Mode): Promise<GivingAccount> {
  const account = await resolveGivingAccount(db, auth, { user_id: ref.user_id, account: ref.account, company_id: ref.company_id }, mode);
  if (account.account === 'company' && !(mode === 'read' && isAdmin(auth))) {
    const link = await repo.findCompanyLink(db, auth.userId, account.companyId!);
    if (!link || !(link.is_admin === 1 || link.is_owner) || link.is_business !== 0) throw forbidden(billingMessages.noCompanyBilling);
  }
  return account;
}

// Cards

/** GET /api/user/cards (and cards-list, giving/cards): the account's saved cards, primary first. */
export async function listCards(db: DbOrTx, auth: AuthContext, ref: Ref) {
  const account = await resolveBillingAccount(db, auth, ref, 'read');
  return (await repo.findCards(db, account.ownerKey)).map(presentCard);
}

/** The provider's customer of the account, made on first use. */
async function customerOf(db: DbOrTx, config: Config, account: GivingAccount, by: number) {
  const provider = paymentProviderFor(config);
  const found = await repo.findCustomer(db, account.ownerKey, provider.name);
  if (found) return found;
  const name = await repo.findAccountName(db, account.userId, account.companyId);
  const customerId = await provider.createCustomer({ email: await repo.findUserEmail(db, account.userId), name, ownerKey: account.ownerKey });
  return repo.insertCustomer(db, ownerOf(account), provider.name, customerId, by);
}

/** POST /api/user/update-card: opens the provider's hosted page where the member saves a card. */
export async function startCardSetup(db: Db, config: Config, auth: AuthContext, ref: Ref) {
  const account = await resolveBillingAccount(db, auth, ref, 'write');
  if ((await repo.countCards(db, account.ownerKey)) >= MAX_SAVED_CARDS) throw conflict(billingMessages.tooManyCards);
  const provider = paymentProviderFor(config);
  const customer = await customerOf(db, config, account, auth.userId);
  const key = `cs_${randomSecret(24)}`;
  const session = await repo.insertSetupSession(db, {
    ...ownerOf(account),
    session_key: key,
    provider: provider.name,
    provider_customer_id: customer.provider_customer_id,
    expires_at: new Date(Date.now() + 24 * 3600_000),
    created_by: auth.userId,
    updated_by: auth.userId,
  });
  const created = await provider.createCardSetupSession({
    customerId: customer.provider_customer_id,
    reference: key,
    successUrl: `${config.appUrl}/api/billing/card-setup/${key}/return`,
    cancelUrl: `${config.appUrl}/api/billing/card-setup/${key}/cancel`,
  });
  await repo.setSetupProviderSession(db, session.id, created.providerSessionId);
  return { redirect_url: created.redirectUrl, provider: provider.name };
}

/** An open (pending, unexpired) setup session by its key, with the name of the account it saves a card for. */
export async function findOpenCardSetup(db: DbOrTx, key: string) {
  const session = await repo.findSetupSession(db, key);
  if (!session || session.status !== 'pending' || session.expires_at.getTime() < Date.now()) return null;
  return { session, accountName: await repo.findAccountName(db, session.user_id, session.company_id) };
}

/**
 * Records the card a setup session saved, once: the session is locked and closed in the same transaction, so
 * a repeated return (or a page submitted twice) saves one card. The first card of an account is its primary.
 */
export async function completeCardSetup(db: Db, key: string, method: SavedPaymentMethod): Promise<'added' | 'failed'> {
  return db.transaction(async (tx) => {
    const session = await repo.lockPendingSetupSession(tx, key);
    if (!session) return (await repo.findSetupSession(tx, key))?.status === 'completed' ? 'added' : 'failed';
    await repo.lockCustomer(tx, session.owner_key, session.provider);
    const card = await repo.insertCard(tx, {
      owner_key: session.owner_key,
      account: session.account as 'user' | 'company',
      user_id: session.user_id,
      company_id: session.company_id,
      provider: session.provider,
      provider_customer_id: session.provider_customer_id,
      provider_payment_method_id: method.paymentMethodId,
      brand: method.brand,
      last4: method.last4,
      exp_month: method.expMonth,
      exp_year: method.expYear,
      created_by: session.created_by ?? session.user_id,
    });
    await repo.closeSetupSession(tx, session.id, 'completed', card?.id ?? null);
    return 'added';
  });
}

/** The provider's card page was left without saving: the session closes, nothing is saved. */
export async function cancelCardSetup(db: Db, key: string) {
  await db.transaction(async (tx) => {
    const session = await repo.lockPendingSetupSession(tx, key);
    if (session) await repo.closeSetupSession(tx, session.id, 'cancelled', null);
  });
}

/** The provider's return address after its hosted card page (Stripe): asks the provider which card was saved. */
export async function finishProviderCardSetup(db: Db, config: Config, key: string): Promise<'added' | 'failed'> {
  const open = await findOpenCardSetup(db, key);
  if (!open) return (await repo.findSetupSession(db, key))?.status === 'completed' ? 'added' : 'failed';
  if (!open.session.provider_session_id) return 'failed';
  const method = await paymentProviderFor(config).cardOfSetupSession(open.session.provider_session_id);
  if (!method) return 'failed';
  return completeCardSetup(db, key, method);
}

/**
 * POST /api/user/giving/add-giving-card-new/{payment_method_id}: saves a payment method made on the client
 * with the provider (Stripe.js), after asking the provider about it; the sandbox accepts only ids it issued.
 */
export async function addPaymentMethod(db: Db, config: Config, auth: AuthContext, paymentMethodId: string, ref: Ref) {
  const account = await resolveBillingAccount(db, auth, ref, 'write');
  const provider = paymentProviderFor(config);
  const existing = await repo.findCardByMethod(db, provider.name, paymentMethodId);
  if (existing) throw conflict(existing.owner_key === account.ownerKey ? billingMessages.paymentMethodAlreadySaved : billingMessages.paymentMethodTaken);
  if ((await repo.countCards(db, account.ownerKey)) >= MAX_SAVED_CARDS) throw conflict(billingMessages.tooManyCards);
  const method = await provider.retrievePaymentMethod(paymentMethodId);
  if (!method) throw validationError({ payment_method_id: [billingMessages.paymentMethodUnknown] });
  const customer = await customerOf(db, config, account, auth.userId);
  if (method.customerId && method.customerId !== customer.provider_customer_id) throw conflict(billingMessages.paymentMethodTaken);
  if (!method.customerId) await provider.attachPaymentMethod(paymentMethodId, customer.provider_customer_id);
  const card = await db.transaction(async (tx) => {
    await repo.lockCustomer(tx, account.ownerKey, provider.name);
    return repo.insertCard(tx, {
      ...ownerOf(account),
      provider: provider.name,
      provider_customer_id: customer.provider_customer_id,
      provider_payment_method_id: method.paymentMethodId,
      brand: method.brand,
      last4: method.last4,
      exp_month: method.expMonth,
      exp_year: method.expYear,
      created_by: auth.userId,
    });
  });
  if (!card) throw conflict(billingMessages.paymentMethodAlreadySaved);
  return presentCard(card);
}

/** POST /api/user/giving/card/set-primary-new: another card of the account becomes its primary. */
export async function setPrimaryCard(db: Db, config: Config, auth: AuthContext, body: Ref & { card_id: number }) {
  const account = await resolveBillingAccount(db, auth, body, 'write');
  const provider = paymentProviderFor(config);
  await db.transaction(async (tx) => {
    await repo.lockCustomer(tx, account.ownerKey, provider.name);
    const card = await repo.findCardOf(tx, account.ownerKey, body.card_id);
    if (!card) throw notFound(billingMessages.cardNotFound);
    if (!card.is_primary) await repo.setPrimary(tx, account.ownerKey, card.id, auth.userId);
  });
  return (await repo.findCards(db, account.ownerKey)).map(presentCard);
}

/**
 * POST /api/user/giving/delete-card-new: detaches the card at the provider and removes it; when it was the
 * primary card, the newest remaining card becomes primary.
 */
export async function deleteCard(db: Db, config: Config, auth: AuthContext, body: Ref & { card_id: number }) {
  const account = await resolveBillingAccount(db, auth, body, 'write');
  const card = await repo.findCardOf(db, account.ownerKey, body.card_id);
  if (!card) throw notFound(billingMessages.cardNotFound);
  await paymentProviderFor(config).detachPaymentMethod(card.provider_payment_method_id);
  await db.transaction(async (tx) => {
    await repo.lockCustomer(tx, account.ownerKey, card.provider);
    const removed = await repo.deleteCard(tx, account.ownerKey, card.id);
    if (removed?.is_primary) {
      const next = await repo.findNewestCard(tx, account.ownerKey);
      if (next) await repo.setPrimary(tx, account.ownerKey, next.id, auth.userId);
    }
  });
  return (await repo.findCards(db, account.ownerKey)).map(presentCard);
}

// Tax details

/** POST /api/user/billing/tax-details: a tax number of a known type, checked against that type, with its country. */
export async function addTaxDetail(db: Db, auth: AuthContext, body: Ref & { tax_type: string; tax_number: string; country_id?: number | null }) {
  const account = await resolveBillingAccount(db, auth, body, 'write');
  const errors: Record<string, string[]> = {};
  const type = TAX_TYPES.find((t) => t.toLowerCase() === body.tax_type.trim().toLowerCase()) as TaxType | undefined;
  if (!type) errors.tax_type = [billingMessages.taxTypeInvalid];
  const numberProblem = type ? taxNumberProblem(type, body.tax_number) : normalizeTaxNumber(body.tax_number) ? null : billingMessages.taxNumberRequired;
  if (numberProblem) errors.tax_number = [numberProblem];
  const country = body.country_id ? await repo.findCountry(db, body.country_id) : undefined;
  if (!body.country_id) errors.country_id = [billingMessages.countryRequired];
  else if (!country) errors.country_id = [billingMessages.countryUnknown];
  if (Object.keys(errors).length) throw validationError(errors);
  if ((await repo.countTaxDetails(db, account.ownerKey)) >= MAX_TAX_DETAILS) throw conflict(billingMessages.tooManyTaxDetails);
  const row = await repo.insertTaxDetail(db, { ...ownerOf(account), tax_type: type!, tax_number: normalizeTaxNumber(body.tax_number), country_id: country!.id, created_by: auth.userId });
  if (!row) throw validationError({ tax_number: [billingMessages.taxDuplicate] });
  return presentTaxDetail({ t: row, country_name: country!.name });
}

/** DELETE /api/user/billing/tax-details/{id}: a tax detail of the account (another account's is not found). */
export async function removeTaxDetail(db: Db, auth: AuthContext, id: number, ref: Ref) {
  const account = await resolveBillingAccount(db, auth, ref, 'write');
  const removed = await repo.deleteTaxDetail(db, account.ownerKey, id);
  if (!removed) throw notFound(billingMessages.taxNotFound);
  return { id: removed.id };
}

// Address

/** GET /api/user/billing-address. */
export async function getBillingAddress(db: DbOrTx, auth: AuthContext, ref: Ref) {
  const account = await resolveBillingAccount(db, auth, ref, 'read');
  return presentAddress(await repo.findAddress(db, account.ownerKey));
}

type AddressInput = { address_1?: string | null; address_2?: string | null; city?: string | null; state?: string | null; country_name?: string | null; zip_code?: string | null };

/** POST /api/user/billing-address: street, city, country (from the list) and postcode are required; lengths as the Address entity. */
export async function saveBillingAddress(db: Db, auth: AuthContext, body: Ref & AddressInput) {
  const account = await resolveBillingAccount(db, auth, body, 'write');
  const clean = (v: string | null | undefined) => (v ?? '').trim().replace(/\s+/g, ' ');
  const v = {
    address_1: clean(body.address_1),
    address_2: clean(body.address_2),
    city: clean(body.city),
    state: clean(body.state),
    country_name: clean(body.country_name),
    zip_code: clean(body.zip_code).toUpperCase(),
  };
  const errors: Record<string, string[]> = {};
  for (const field of Object.keys(billingMessages.addressRequired) as (keyof typeof billingMessages.addressRequired)[]) {
    if (!v[field]) errors[field] = [billingMessages.addressRequired[field]];
  }
  for (const [field, max] of Object.entries(BILLING_ADDRESS_LIMITS) as [keyof typeof v, number][]) {
    if (v[field].length > max) errors[field] = [billingMessages.tooLong(max)];
  }
  if (v.zip_code && !errors.zip_code && !/^[A-Z0-9][A-Z0-9 -]{1,11}$/.test(v.zip_code)) errors.zip_code = [billingMessages.zipInvalid];
  let countryName = v.country_name;
  if (v.country_name && !errors.country_name) {
    const country = await repo.findCountryByName(db, v.country_name);
    if (!country) errors.country_name = [billingMessages.countryUnknown];
    else countryName = country.name;
  }
  if (Object.keys(errors).length) throw validationError(errors);
  const row = await repo.upsertAddress(
    db,
    ownerOf(account),
    { address_1: v.address_1, address_2: v.address_2 || null, city: v.city, state: v.state || null, country_name: countryName, zip_code: v.zip_code },
    auth.userId,
  );
  return presentAddress(row);
}

// Reads for the screens

/** GET /api/user/billing-details: the account, its cards, tax details and address in one read. */
export async function getBillingDetails(db: DbOrTx, config: Config, auth: AuthContext, ref: Ref) {
  const account = await resolveBillingAccount(db, auth, ref, 'read');
  const [cards, taxes, address, name] = [
    await repo.findCards(db, account.ownerKey),
    await repo.findTaxDetails(db, account.ownerKey),
    await repo.findAddress(db, account.ownerKey),
    await repo.findAccountName(db, account.userId, account.companyId),
  ];
  return {
    account: { account: account.account, company_id: account.companyId, name },
    provider: paymentProviderFor(config).name,
    cards: cards.map(presentCard),
    tax_details: taxes.map(presentTaxDetail),
    address: presentAddress(address),
  };
}

/** GET /api/user/billing/impacts: the account's paid giving payments, newest first, each with its receipt. */
export async function listBillingImpacts(db: DbOrTx, auth: AuthContext, query: Ref & { limit: number; page: number }) {
  const account = await resolveBillingAccount(db, auth, query, 'read');
  const { rows, total } = await findPaidGroupsOfAccount(db, account, query.limit, query.page);
  return { data: rows.map(presentImpact), meta: { total, page: query.page, limit: query.limit } };
}

/** GET /api/user/billing/tokens: the company's impact-token purchases (a personal account buys none). */
export async function listTokenPurchases(db: DbOrTx, auth: AuthContext, query: Ref & { limit: number; page: number }) {
  const account = await resolveBillingAccount(db, auth, query, 'read');
  if (account.companyId === null) return { data: [], meta: { total: 0, page: query.page, limit: query.limit } };
  const { rows, total } = await repo.findTokenPurchases(db, account.companyId, query.limit, query.page);
  return { data: rows.map(presentTokenPurchase), meta: { total, page: query.page, limit: query.limit } };
}

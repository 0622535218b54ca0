import { WEBHOOK_LIMITS, webhookMessages, type WebhookEndpointWithSecret, type WebhookEventType, type WebhookMode } from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { conflict, forbidden, notFound, validationError } from '../../lib/errors.js';
import { randomSecret } from '../../lib/secrets.js';
import { findPrimaryCompanyId } from '../accounts/index.js';
import { checkEndpointUrl } from './endpoint-url.js';
import { presentEndpoint } from './webhooks.presenter.js';
import * as repo from './webhooks.repository.js';

type Deps = { db: Db; config: Config };

const isCompanyAdmin = (link: Awaited<ReturnType<typeof repo.findAdminLink>>) => link !== null && (link.is_admin === 1 || link.is_owner);

/**
 * The company a webhooks call acts for: the one named, or the member's primary company; only its owner and admins,
 * signed in to the business panel, manage its webhooks (403 otherwise, also for staff and partners).
 */
export async function resolveWebhookCompany(db: DbOrTx, auth: AuthContext, companyId: number | undefined): Promise<number> {
  if (auth.userType !== 'business') throw forbidden(webhookMessages.noAccess);
  const id = companyId ?? (await findPrimaryCompanyId(db, auth.userId));
  if (!id) throw forbidden(webhookMessages.noAccess);
  if (!isCompanyAdmin(await repo.findAdminLink(db, auth.userId, id))) throw forbidden(webhookMessages.noAccess);
  return id;
}

/**
 * An endpoint the caller may manage. Another company's endpoint answers 404 like an unknown one, so ids cannot be
 * probed; a member of the endpoint's company who is not its owner or an admin gets 403.
 */
export async function getManagedEndpoint(db: DbOrTx, auth: AuthContext, id: number, lock = false) {
  if (auth.userType !== 'business') throw forbidden(webhookMessages.noAccess);
  const endpoint = await repo.findEndpoint(db, id, lock);
  if (!endpoint) throw notFound(webhookMessages.endpointNotFound);
  const link = await repo.findAdminLink(db, auth.userId, endpoint.company_id);
  if (!link) throw notFound(webhookMessages.endpointNotFound);
  if (!isCompanyAdmin(link)) throw forbidden(webhookMessages.noAccess);
  return endpoint;
}

async function assertUrl(config: Config, url: string) {
  const problem = await checkEndpointUrl(url, config.webhookAllowPrivateUrls);
  if (problem) throw validationError({ url: [problem.message] });
}

const newSecret = () => `whsec_${randomSecret(24)}`;

/** GET /api/webhooks/endpoints: the company's endpoints, oldest first (secrets only as their last four characters). */
export async function listEndpoints(db: DbOrTx, auth: AuthContext, companyId: number | undefined) {
  const company = await resolveWebhookCompany(db, auth, companyId);
  return (await repo.findEndpoints(db, company)).map(presentEndpoint);
}

/** POST /api/webhooks/endpoints: a new endpoint with a new signing secret, shown in this answer only. */
export async function createEndpoint(
  { db, config }: Deps,
  auth: AuthContext,
  body: { company_id?: number; url: string; description?: string | null; events: WebhookEventType[]; mode: WebhookMode },
): Promise<WebhookEndpointWithSecret> {
  const company = await resolveWebhookCompany(db, auth, body.company_id);
  await assertUrl(config, body.url);
  const row = await db.transaction(async (tx) => {
    // The company row's lock keeps two creations at once from passing the limit together.
    await repo.lockCompany(tx, company);
    if ((await repo.countEndpoints(tx, company)) >= WEBHOOK_LIMITS.endpointsPerCompany) throw conflict(webhookMessages.limitReached(WEBHOOK_LIMITS.endpointsPerCompany));
    return repo.insertEndpoint(tx, { company_id: company, url: body.url, description: body.description || null, events: body.events, mode: body.mode, secret: newSecret(), created_by: auth.userId });
  });
  return { ...presentEndpoint(row), secret: row.secret };
}

/**
 * PATCH /api/webhooks/endpoints/{id}: URL, description, events, and enabled (on again: its failing count starts
 * over; off: deliveries waiting for a retry end as failed).
 */
export async function updateEndpoint(
  { db, config }: Deps,
  auth: AuthContext,
  id: number,
  body: { url?: string; description?: string | null; events?: WebhookEventType[]; enabled?: boolean },
) {
  if (body.url !== undefined) await assertUrl(config, body.url);
  const row = await db.transaction(async (tx) => {
    const endpoint = await getManagedEndpoint(tx, auth, id, true);
    const values: Parameters<typeof repo.updateEndpoint>[2] = {};
    if (body.url !== undefined) values.url = body.url;
    if (body.description !== undefined) values.description = body.description || null;
    if (body.events !== undefined) values.events = body.events;
    if (body.enabled === true && !endpoint.enabled) Object.assign(values, { enabled: true, disabled_reason: null, disabled_at: null, failing_since: null });
    if (body.enabled === false && endpoint.enabled) {
      Object.assign(values, { enabled: false, disabled_reason: 'manual', disabled_at: new Date() });
      await repo.failOpenDeliveries(tx, endpoint.id);
    }
    return Object.keys(values).length ? repo.updateEndpoint(tx, endpoint.id, values) : endpoint;
  });
  return presentEndpoint(row);
}

/** POST /api/webhooks/endpoints/{id}/rotate-secret: a new signing secret at once (the old one stops signing). */
export async function rotateSecret(db: Db, auth: AuthContext, id: number): Promise<WebhookEndpointWithSecret> {
  const row = await db.transaction(async (tx) => {
    const endpoint = await getManagedEndpoint(tx, auth, id, true);
    return repo.updateEndpoint(tx, endpoint.id, { secret: newSecret() });
  });
  return { ...presentEndpoint(row), secret: row.secret };
}

/** DELETE /api/webhooks/endpoints/{id}: the endpoint and its delivery history. */
export async function deleteEndpoint(db: Db, auth: AuthContext, id: number) {
  await db.transaction(async (tx) => {
    const endpoint = await getManagedEndpoint(tx, auth, id, true);
    await repo.deleteEndpoint(tx, endpoint.id);
  });
  return { id };
}

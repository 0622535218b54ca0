import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_LIMITS, WEBHOOK_RETRY_DELAYS_SECONDS, WEBHOOK_SIGNATURE_HEADER, webhookMailTexts } from '@goodhive/contract';
import type { Config } from '../../config.js';
import { layout } from '../../lib/mail/templates.js';
import type { JobContext } from '../jobs/index.js';
import { checkEndpointUrl, publicOnlyLookup } from './endpoint-url.js';
import { queueAttempt, type DeliveryJobPayload } from './events.service.js';
import * as repo from './webhooks.repository.js';

/** The body every attempt of a delivery sends: the same bytes each time. */
export function eventBody(event: repo.EventRow): string {
  return JSON.stringify({ id: event.public_id, type: event.type, mode: event.mode, created_at: event.created_at.toISOString(), company_id: event.company_id, data: event.data });
}

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the secret>`. */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

type SendResult = { succeeded: boolean; responseCode: number | null; excerpt: string | null; error: string | null; durationMs: number };

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * POSTs the body to the endpoint, signed, with a 10 s limit. A 2xx answer succeeds; anything else (another code,
 * a timeout, a refused connection, a private address in production) fails with what happened.
 */
async function send(config: Config, endpoint: repo.EndpointRow, event: repo.EventRow, deliveryId: number): Promise<SendResult> {
  const started = performance.now();
  const done = (r: Omit<SendResult, 'durationMs'>): SendResult => ({ ...r, durationMs: Math.round(performance.now() - started) });
  // Checked again before each attempt: an address saved before the rules (or a host whose name now points
  // elsewhere) is refused, and so is the address the connection resolves to (publicOnlyLookup).
  const problem = await checkEndpointUrl(endpoint.url, config.webhookAllowPrivateUrls);
  if (problem) return done({ succeeded: false, responseCode: null, excerpt: null, error: problem.message });
  const body = eventBody(event);
  // The signature's timestamp is the moment the request leaves, by the wall clock the receiver compares it with.
  const timestamp = Math.floor(Date.now() / 1000);
  const url = new URL(endpoint.url);
  const client = url.protocol === 'https:' ? https : http;
  const timeoutMessage = `No answer within ${WEBHOOK_LIMITS.timeoutMs / 1000} seconds.`;
  return new Promise<SendResult>((settle) => {
    let expired = false;
    const resolve = (result: SendResult) => {
      clearTimeout(deadline);
      settle(result);
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        timeout: WEBHOOK_LIMITS.timeoutMs,
        lookup: config.webhookAllowPrivateUrls ? undefined : publicOnlyLookup,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Goodhive-Webhooks/1.0',
          [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signatureHeader(endpoint.secret, timestamp, body),
          'goodhive-event-id': event.public_id,
          'goodhive-event-type': event.type,
          'goodhive-delivery-id': String(deliveryId),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < 4096) chunks.push(c);
          size += c.length;
          if (size >= 4096) res.destroy();
        });
        const finish = () => {
          if (expired) return resolve(done({ succeeded: false, responseCode: res.statusCode ?? null, excerpt: null, error: timeoutMessage }));
          const code = res.statusCode ?? null;
          const text = Buffer.concat(chunks).toString('utf8').slice(0, 4096);
          resolve(done({ succeeded: code !== null && code >= 200 && code < 300, responseCode: code, excerpt: text ? clip(text, WEBHOOK_LIMITS.excerptChars) : null, error: null }));
        };
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      },
    );
    const timedOut = () => {
      expired = true;
      req.destroy(Object.assign(new Error(timeoutMessage), { code: 'ETIMEDOUT' }));
    };
    // The socket's timeout notices silence; this deadline also ends an attempt whose receiver keeps it open by
    // trickling bytes, so no endpoint holds a job runner for longer than the limit.
    req.on('timeout', timedOut);
    const deadline = setTimeout(timedOut, WEBHOOK_LIMITS.timeoutMs);
    req.on('error', (e: NodeJS.ErrnoException) => resolve(done({ succeeded: false, responseCode: null, excerpt: null, error: clip(e.message || e.code || 'The request failed.', 300) })));
    req.end(body);
  });
}

/** The owner and admins of a company hear that one of its endpoints was disabled. */
async function mailDisabled(ctx: JobContext, endpoint: repo.EndpointRow) {
  const admins = await repo.findCompanyAdminEmails(ctx.db, endpoint.company_id);
  const t = webhookMailTexts;
  const paragraph = t.paragraph(endpoint.url, WEBHOOK_LIMITS.failingDisableHours);
  for (const admin of admins) {
    await ctx.mailer.send(ctx.db, admin.email, {
      template: 'webhook-endpoint-disabled',
      subject: t.subject,
      ...layout({ preheader: paragraph, heading: t.heading, paragraphs: [paragraph, t.fix], action: { label: t.action, url: `${ctx.config.appUrl}/developers/webhooks` } }),
    });
  }
}

/**
 * The webhook-delivery job: one attempt of one delivery. Records the attempt; a success ends the delivery; an
 * automatic attempt that failed queues the next after its wait (WEBHOOK_RETRY_DELAYS_SECONDS) or, after the last,
 * ends it failed. An endpoint none of whose attempts succeeded for 24 hours is disabled, its waiting deliveries
 * end, and the company's owner and admins get an e-mail. The runner's claim runs each attempt's job once.
 */
export async function deliverWebhook(ctx: JobContext): Promise<string> {
  const payload = ctx.job.payload as DeliveryJobPayload;
  const found = await repo.findDeliveryWithEvent(ctx.db, payload.deliveryId);
  if (!found) return 'The delivery no longer exists.';
  const { delivery, event, endpoint } = found;
  if (!endpoint.enabled) {
    if (delivery.status === 'pending' || delivery.status === 'retrying') await repo.updateDelivery(ctx.db, delivery.id, { status: 'failed', next_attempt_at: null });
    return 'The endpoint is disabled.';
  }
  if (payload.trigger === 'automatic' && delivery.status !== 'pending' && delivery.status !== 'retrying') return `The delivery is already ${delivery.status}.`;

  const result = await send(ctx.config, endpoint, event, delivery.id);
  const now = ctx.now;
  const outcome = await ctx.db.transaction(async (tx) => {
    await repo.insertAttempt(tx, {
      delivery_id: delivery.id,
      trigger: payload.trigger,
      succeeded: result.succeeded,
      response_code: result.responseCode,
      response_excerpt: result.excerpt,
      error: result.error,
      duration_ms: result.durationMs,
      started_at: now,
    });
    if (result.succeeded) {
      await repo.updateDelivery(tx, delivery.id, { status: 'succeeded', next_attempt_at: null });
      await repo.markEndpointAnswering(tx, endpoint.id);
      return { summary: `Delivered (${result.responseCode}).`, disabled: false };
    }
    let summary = `Failed (${result.responseCode ?? result.error}).`;
    if (payload.trigger === 'automatic') {
      const wait = WEBHOOK_RETRY_DELAYS_SECONDS[payload.attempt - 1];
      if (wait !== undefined) {
        const next = new Date(now.getTime() + wait * 1000);
        await repo.updateDelivery(tx, delivery.id, { status: 'retrying', next_attempt_at: next });
        await queueAttempt(tx, delivery.id, payload.attempt + 1, next);
        summary += ` Next attempt at ${next.toISOString()}.`;
      } else {
        await repo.updateDelivery(tx, delivery.id, { status: 'failed', next_attempt_at: null });
      }
    }
    const failing = await repo.markEndpointFailing(tx, endpoint.id, now);
    const failingForMs = failing.failing_since ? now.getTime() - failing.failing_since.getTime() : 0;
    if (failingForMs >= WEBHOOK_LIMITS.failingDisableHours * 3_600_000 && (await repo.disableFailingEndpoint(tx, endpoint.id, now))) {
      await repo.failOpenDeliveries(tx, endpoint.id);
      return { summary: `${summary} The endpoint was disabled.`, disabled: true };
    }
    return { summary, disabled: false };
  });
  if (outcome.disabled) await mailDisabled(ctx, endpoint);
  return outcome.summary;
}

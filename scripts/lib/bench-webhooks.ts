import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { JOB_NAMES } from '@goodhive/contract';
import type { Config } from '../../apps/server/src/config.js';
import type { Database } from '../../apps/server/src/db/client.js';
import { webhookEndpoints } from '../../apps/server/src/db/schema/index.js';
import { createJobRunner, registeredJobHandlers } from '../../apps/server/src/modules/jobs/index.js';
import { emitWebhookEvent } from '../../apps/server/src/modules/webhooks/index.js';

/** How many events the webhook case sends, one after the other, each at a random moment of the runner's poll. */
export const WEBHOOK_SAMPLES = 12;

/**
 * The webhook case, measured once: a receiver on this machine, an endpoint of the bench company subscribed to
 * giving.paid, and a job runner started as the server starts it (polls every 5 s, prompt jobs every second). Each
 * sample commits a giving.paid event in a transaction, as the giving paths do, and times until the receiver has
 * the signed request. Answers the slowest sample (ms) and each one; the endpoint, its events and jobs are removed.
 */
export function benchWebhookStart(db: Database['db'], config: Config, companyId: number) {
  return async (): Promise<{ worst: number; samples: number[] }> => {
    const arrivals: number[] = [];
    let wake: (() => void) | null = null;
    const receiver = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        arrivals.push(performance.now());
        res.end('ok');
        wake?.();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/bench`;
    const handler = registeredJobHandlers().get(JOB_NAMES.webhookDelivery);
    if (!handler) throw new Error('the webhook delivery handler is not registered');
    const [endpoint] = await db.insert(webhookEndpoints).values({ company_id: companyId, url, events: ['giving.paid'], mode: 'live', secret: 'whsec_bench' }).returning();
    const runner = createJobRunner({
      db,
      config: { ...config, webhookAllowPrivateUrls: true },
      mailer: { send: async () => ({ status: 'stored' }), close: () => undefined },
      handlers: new Map([[JOB_NAMES.webhookDelivery, handler]]),
      schedules: [],
    });
    runner.start();
    const samples: number[] = [];
    try {
      for (let i = 0; i < WEBHOOK_SAMPLES; i++) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 1250));
        const before = arrivals.length;
        const arrived = new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no webhook request within 30 s')), 30_000);
          wake = () => {
            if (arrivals.length > before) {
              clearTimeout(timer);
              resolve();
            }
          };
        });
        await db.transaction((tx) => emitWebhookEvent(tx, { type: 'giving.paid', companyId, data: { bench: true, sample: i } }));
        const committed = performance.now();
        await arrived;
        samples.push(arrivals[before] - committed);
      }
    } finally {
      await runner.stop();
      receiver.close();
      await db.execute(sql`delete from jobs where name = ${JOB_NAMES.webhookDelivery} and payload->>'deliveryId' in (select d.id::text from webhook_deliveries d where d.endpoint_id = ${endpoint.id})`);
      await db.execute(sql`delete from webhook_events where id in (select d.event_id from webhook_deliveries d where d.endpoint_id = ${endpoint.id})`);
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    }
    return { worst: Math.max(...samples), samples };
  };
}

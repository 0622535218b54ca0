import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { JOB_NAMES } from '@goodhive/contract';
import { createMailer } from '../src/lib/mail/mailer.js';
import { createJobRunner, registeredJobHandlers } from '../src/modules/jobs/index.js';
import type { TestContext } from './helpers.js';

export type ReceivedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string; at: number };

/**
 * A real HTTP receiver on 127.0.0.1: records every request and answers with the next status of `answers` (200
 * once they run out), so a test can make an endpoint fail and then recover.
 */
export async function startReceiver() {
  const requests: ReceivedRequest[] = [];
  const answers: number[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status < 300 ? 'ok, received' : `receiver error ${status}`);
      waiters.splice(0).forEach((w) => w());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    requests,
    /** Queues the statuses of the next answers. */
    answerWith: (...statuses: number[]) => answers.push(...statuses),
    /** Waits until `n` requests in all have arrived. */
    async waitFor(n: number, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (requests.length < n) {
        if (Date.now() > until) throw new Error(`expected ${n} webhook requests, got ${requests.length}`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, 100);
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
      return requests;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A job runner of the webhook deliveries alone, on the test database, at the clock the test gives. */
export function deliveryRunner(ctx: TestContext, opts: { workerId?: string; pollMs?: number } = {}) {
  const handler = registeredJobHandlers().get(JOB_NAMES.webhookDelivery);
  if (!handler) throw new Error('the webhook delivery handler is not registered');
  const runner = createJobRunner({
    db: ctx.database.db,
    config: ctx.config,
    mailer: createMailer(ctx.config, { error: () => undefined }),
    handlers: new Map([[JOB_NAMES.webhookDelivery, handler]]),
    schedules: [],
    workerId: opts.workerId,
    pollMs: 60_000,
    promptPollMs: opts.pollMs ?? 1000,
    promptNames: [JOB_NAMES.webhookDelivery],
  });
  return { runner, run: (at: Date = new Date()) => runner.runDue(at, [JOB_NAMES.webhookDelivery]) };
}

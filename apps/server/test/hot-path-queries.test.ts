import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import { api, createCompany, createUser, expectStatus } from './giving-helpers.js';

/**
 * How many SQL statements the calls every page makes run, so a change that adds a lookup shows here. The token
 * lookup of the auth hook counts too; the transaction's begin and commit do not.
 */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

describe('queries of the hot paths', () => {
  let counting = false;
  const queries: string[] = [];
  const ctx = useTestApp({
    onQuery: (query) => {
      // PostgreSQL's driver reports the transaction's own statements, PGlite's does not: count the work only.
      if (counting && !TRANSACTION_CONTROL.test(query)) queries.push(query);
    },
  });
  const a = api(ctx);

  /** The statements `call` runs, once its answer is in. */
  async function queriesOf(call: () => Promise<unknown>): Promise<string[]> {
    queries.length = 0;
    counting = true;
    try {
      await call();
    } finally {
      counting = false;
    }
    return [...queries];
  }

  it('adds a line to a personal cart in at most 12 queries', async () => {
    const me = await createUser(ctx);
    const run = await queriesOf(async () => expectStatus(await a.post('/api/cart', me.token, { op: 'add', project_id: 1380, impact_level_id: 3009, quantity: 1 }), 200));
    expect(run.length).toBeLessThanOrEqual(12);
  });

  it('adds a line to a company cart in at most 13 queries', async () => {
    const companyId = await createCompany(ctx);
    const me = await createUser(ctx, { companyId, isAdmin: true });
    const run = await queriesOf(async () => expectStatus(await a.post('/api/cart', me.token, { op: 'add', project_id: 1380, impact_level_id: 3009, quantity: 1 }), 200));
    expect(run.length).toBeLessThanOrEqual(13);
  });

  it('answers the current user in two queries: the token and one read of the user, company link and role of the company owner', async () => {
    const companyId = await createCompany(ctx);
    const me = await createUser(ctx, { companyId, isAdmin: true });
    const run = await queriesOf(async () => expectStatus(await a.get('/api/user/current', me.token), 200));
    expect(run.length).toBeLessThanOrEqual(2);
  });
});

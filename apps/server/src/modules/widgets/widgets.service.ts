import crypto from 'node:crypto';
import { messages, widgetMessages, type WidgetData } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { ownerRefOf, resolveGivingAccount, type AccountRef } from '../accounts/index.js';
import type { AuthContext } from '../../http/auth.js';
import type { WidgetKeyCodec } from './widget-keys.js';
import * as repo from './widgets.repository.js';
import { findLedHiveFigures } from '../hives/index.js';

/** Role of members whose membership lapsed (the 'Downgraded users'). */
const DOWNGRADED_ROLE_ID = 1;
/** How long one process reuses a widget's figures; browsers and CDNs add their own caching (Cache-Control). */
const CACHE_MS = 30_000;
const CACHE_MAX_ENTRIES = 5_000;

export type WidgetPayload = { data: WidgetData; etag: string };

/**
 * Figures of thousands of embeds: a small per-process cache in front of indexed sums. It is only a cache;
 * every process computes the same answer from the database, so processes behind a load balancer agree.
 */
export function createWidgetService(db: DbOrTx, keys: WidgetKeyCodec) {
  const cache = new Map<string, { at: number; payload: WidgetPayload }>();

  async function compute(key: string, memberKey: string | undefined): Promise<WidgetPayload> {
    const owner = keys.decode(key);
    const found = owner && (await repo.findWidgetOwner(db, owner));
    if (!owner || !found) throw notFound(widgetMessages.unknownWidget);
    const [totals, causes, hive] = await Promise.all([
      repo.sumPaidImpact(db, owner),
      repo.sumPaidImpactByCause(db, owner),
      owner.account === 'company' ? findLedHiveFigures(db, owner.id) : null,
    ]);
    const member = memberKey ? keys.decode(memberKey) : null;
    const memberShare =
      owner.account === 'company' && member?.account === 'user' ? await repo.sumMemberShare(db, owner.id, member.id) : null;
    const amountUsd = totals.amount_usd_cents / 100;
    const data: WidgetData = {
      name: found.name,
      account: owner.account,
      logo_url: found.logo && /^(https:\/\/|\/)/.test(found.logo) ? found.logo : null,
      total_impacts: totals.total_impacts,
      beneficiaries: totals.beneficiaries,
      amount_usd: amountUsd,
      projects_supported: totals.projects_supported,
      countries_reached: totals.countries_reached,
      impacts_per_usd: amountUsd > 0 ? Math.round((totals.total_impacts / amountUsd) * 100) / 100 : 0,
      categories: causes,
      member: memberShare,
      hive,
      updated_at: new Date().toISOString(),
    };
    // The ETag covers the figures, not the moment they were read.
    const { updated_at: _readAt, ...figures } = data;
    const etag = `"${crypto.createHash('sha256').update(JSON.stringify(figures)).digest('base64url').slice(0, 27)}"`;
    return { data, etag };
  }

  return {
    /** The live figures behind a widget key; 404 for keys we did not make and for closed accounts. */
    async getWidgetData(key: string, memberKey?: string): Promise<WidgetPayload> {
      const cacheKey = `${key}/${memberKey ?? ''}`;
      const hit = cache.get(cacheKey);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.payload;
      const payload = await compute(key, memberKey);
      if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(cacheKey, { at: Date.now(), payload });
      return payload;
    },

    /**
     * GET /api/user/get-encrypted-id: the widget key of the account the caller gives from (the account they act
     * as, or the one account or company_id picks) and the caller's own member key for the team widget.
     */
    async getWidgetKey(auth: AuthContext, ref: Pick<AccountRef, 'account' | 'company_id'>) {
      const owner = ownerRefOf(await resolveGivingAccount(db, auth, ref, 'write'));
      if ((await repo.findUserRoleId(db, auth.userId)) === DOWNGRADED_ROLE_ID) throw forbidden(messages.upgradeForEmbed);
      const found = await repo.findWidgetOwner(db, owner);
      if (!found) throw notFound(widgetMessages.unknownWidget);
      return {
        key: keys.encode(owner),
        member_key: keys.encode({ account: 'user', id: auth.userId }),
        account: owner.account,
        name: found.name,
      };
    },
  };
}
export type WidgetService = ReturnType<typeof createWidgetService>;

import { BANNER_CACHE_MS, bannerTexts, type ActiveBanner, type Banner, type BannerInput, type BannerPlacement } from '@goodhive/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { writeAudit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/storage/file-storage.js';
import { storeImageBytes, type UploadedBytes } from '../files/index.js';
import { presentActiveBanner, presentBanner } from './banners.presenter.js';
import * as repo from './banners.repository.js';

/**
 * The active banner of each placement, kept in memory: every member's page reads it. An entry holds until the
 * next instant its answer may change (a banner starting or ending) and at most BANNER_CACHE_MS (other server
 * processes' changes); any change made here drops the whole cache at once.
 */
const activeCache = new WeakMap<object, Map<string, { value: ActiveBanner; until: number }>>();
const cacheOf = (db: DbOrTx) => {
  let cache = activeCache.get(db);
  if (!cache) activeCache.set(db, (cache = new Map()));
  return cache;
};
const dropCache = (db: DbOrTx) => activeCache.delete(db);

/** GET /api/v2/banner/active-banner/{placement}: the one banner shown now (the newest when active ones overlap), or null. */
export async function getActiveBanner(db: DbOrTx, placement: BannerPlacement, now = new Date()): Promise<ActiveBanner> {
  const cache = cacheOf(db);
  const hit = cache.get(placement);
  if (hit && hit.until > now.getTime()) return hit.value;
  const row = await repo.findShowingBanner(db, placement, now);
  const next = await repo.findNextChange(db, placement, now);
  const value = presentActiveBanner(row);
  cache.set(placement, { value, until: Math.min(now.getTime() + BANNER_CACHE_MS, next ? next.getTime() : Infinity) });
  return value;
}

/** GET /api/v2/banner: every banner, newest first (staff). */
export async function listBanners(db: DbOrTx): Promise<Banner[]> {
  return (await repo.findBanners(db)).map(presentBanner);
}

export async function getBanner(db: DbOrTx, id: number): Promise<Banner> {
  const row = await repo.findBanner(db, id);
  if (!row) throw notFound(bannerTexts.notFound);
  return presentBanner(row);
}

const fieldsOf = (input: BannerInput) => ({
  title: input.title,
  link: input.link ?? null,
  placement: input.placement,
  start_at: new Date(input.start_at),
  end_at: input.end_at ? new Date(input.end_at) : null,
  show_usd_notification: input.show_usd_notification,
  active: input.active,
});

const auditView = (b: Banner) => ({ title: b.title, link: b.link, placement: b.placement, start_at: b.start_at, end_at: b.end_at, show_usd_notification: b.show_usd_notification, active: b.active, image_url: b.image_url });

type Deps = { db: Db; storage: FileStorage };
export type BannerSaved = { banner: Banner; message: string };

/** The save's message: saved, and whether other active banners overlap on the placement (the newest is shown). */
async function savedMessage(db: DbOrTx, banner: Banner, done: string): Promise<string> {
  if (!banner.active) return done;
  const n = await repo.countOverlapping(db, { placement: banner.placement, start_at: new Date(banner.start_at), end_at: banner.end_at ? new Date(banner.end_at) : null }, banner.id);
  return n > 0 ? `${done} ${bannerTexts.overlaps(n)}` : done;
}

/** POST /api/v2/banner/add: a new banner with its optional image (checked by its bytes before anything is stored). */
export async function createBanner(deps: Deps, auth: AuthContext, input: BannerInput, image: UploadedBytes | null): Promise<BannerSaved> {
  const actorId = auth.impersonatorId ?? auth.userId;
  const banner = await deps.db.transaction(async (tx) => {
    const file = image ? await storeImageBytes({ db: tx, storage: deps.storage }, auth.userId, image, 'banner-image', 'image') : null;
    const id = await repo.insertBanner(tx, { ...fieldsOf(input), image_file_id: file?.id ?? null }, actorId);
    const created = presentBanner((await repo.findBanner(tx, id))!);
    await writeAudit(tx, { actorId, action: 'banner.create', subjectType: 'banner', subjectId: id, after: auditView(created) });
    return created;
  });
  dropCache(deps.db);
  return { banner, message: await savedMessage(deps.db, banner, bannerTexts.created) };
}

/** POST /api/v2/banner/edit/{id}: the whole banner; a new image replaces the old one, no image keeps it. */
export async function updateBanner(deps: Deps, auth: AuthContext, id: number, input: BannerInput, image: UploadedBytes | null): Promise<BannerSaved> {
  const actorId = auth.impersonatorId ?? auth.userId;
  const banner = await deps.db.transaction(async (tx) => {
    const current = await repo.findBanner(tx, id, true);
    if (!current) throw notFound(bannerTexts.notFound);
    const file = image ? await storeImageBytes({ db: tx, storage: deps.storage }, auth.userId, image, 'banner-image', 'image') : null;
    await repo.updateBanner(tx, id, { ...fieldsOf(input), ...(file ? { image_file_id: file.id } : {}) }, actorId);
    const saved = presentBanner((await repo.findBanner(tx, id))!);
    await writeAudit(tx, { actorId, action: 'banner.update', subjectType: 'banner', subjectId: id, before: auditView(presentBanner(current)), after: auditView(saved) });
    return saved;
  });
  dropCache(deps.db);
  return { banner, message: await savedMessage(deps.db, banner, bannerTexts.saved) };
}

/** DELETE /api/v2/banner/{id}. */
export async function deleteBanner(db: Db, auth: AuthContext, id: number): Promise<{ id: number }> {
  const actorId = auth.impersonatorId ?? auth.userId;
  await db.transaction(async (tx) => {
    const current = await repo.findBanner(tx, id, true);
    if (!current) throw notFound(bannerTexts.notFound);
    await repo.deleteBanner(tx, id);
    await writeAudit(tx, { actorId, action: 'banner.delete', subjectType: 'banner', subjectId: id, before: auditView(presentBanner(current)) });
  });
  dropCache(db);
  return { id };
}

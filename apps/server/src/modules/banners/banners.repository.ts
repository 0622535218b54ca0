import { and, desc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { banners, files } from '../../db/schema/index.js';

export type BannerRow = typeof banners.$inferSelect & { image_name: string | null };
export type BannerFields = Pick<typeof banners.$inferInsert, 'title' | 'link' | 'placement' | 'start_at' | 'end_at' | 'show_usd_notification' | 'active'> & {
  image_file_id?: number | null;
};

const withImage = { banner: banners, image_name: files.original_name };
const flatten = (r: { banner: typeof banners.$inferSelect; image_name: string | null }): BannerRow => ({ ...r.banner, image_name: r.image_name });

/** Every banner, newest first. */
export async function findBanners(db: DbOrTx): Promise<BannerRow[]> {
  const rows = await db.select(withImage).from(banners).leftJoin(files, eq(files.id, banners.image_file_id)).orderBy(desc(banners.id));
  return rows.map(flatten);
}

export async function findBanner(db: DbOrTx, id: number, lock = false): Promise<BannerRow | undefined> {
  const q = db.select(withImage).from(banners).leftJoin(files, eq(files.id, banners.image_file_id)).where(eq(banners.id, id));
  const [row] = lock ? await q.for('update', { of: banners }) : await q;
  return row ? flatten(row) : undefined;
}

const showingAt = (at: Date) => and(eq(banners.active, true), lte(banners.start_at, at), or(isNull(banners.end_at), gt(banners.end_at, at)));

/** The banner shown in a placement at an instant: active, started, not ended; the newest when several are. */
export async function findShowingBanner(db: DbOrTx, placement: string, at: Date): Promise<BannerRow | undefined> {
  const [row] = await db
    .select(withImage)
    .from(banners)
    .leftJoin(files, eq(files.id, banners.image_file_id))
    .where(and(eq(banners.placement, placement), showingAt(at)))
    .orderBy(desc(banners.id))
    .limit(1);
  return row ? flatten(row) : undefined;
}

/** The next instant after `at` at which what a placement shows may change (an active banner starts or ends), or null. */
export async function findNextChange(db: DbOrTx, placement: string, at: Date): Promise<Date | null> {
  const [row] = await db
    .select({
      next: sql<Date | string | null>`least(
        min(case when ${banners.start_at} > ${at} then ${banners.start_at} end),
        min(case when ${banners.end_at} > ${at} then ${banners.end_at} end))`,
    })
    .from(banners)
    .where(and(eq(banners.placement, placement), eq(banners.active, true)));
  return row?.next ? new Date(row.next) : null;
}

/** Other active banners of the placement whose time overlaps [start, end). */
export async function countOverlapping(db: DbOrTx, fields: { placement: string; start_at: Date; end_at: Date | null }, exceptId: number | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(banners)
    .where(
      and(
        eq(banners.placement, fields.placement),
        eq(banners.active, true),
        exceptId === null ? undefined : ne(banners.id, exceptId),
        or(isNull(banners.end_at), gt(banners.end_at, fields.start_at)),
        fields.end_at ? sql`${banners.start_at} < ${fields.end_at}` : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function insertBanner(db: DbOrTx, fields: BannerFields, actorId: number): Promise<number> {
  const [row] = await db
    .insert(banners)
    .values({ ...fields, created_by: actorId, updated_by: actorId })
    .returning({ id: banners.id });
  return row.id;
}

export async function updateBanner(db: DbOrTx, id: number, fields: BannerFields, actorId: number) {
  await db
    .update(banners)
    .set({ ...fields, updated_by: actorId, updated_at: sql`now()` })
    .where(eq(banners.id, id));
}

export async function deleteBanner(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  return rows.length > 0;
}

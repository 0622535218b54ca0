import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { cartItems, carts, companies, impactLevels, partners, projects, stories, storyProjects, users } from '../../../db/schema/index.js';
import type { GivingAccount } from '../../accounts/index.js';

export type CartRow = typeof carts.$inferSelect;

export async function findCartByOwner(db: DbOrTx, ownerKey: string): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.owner_key, ownerKey)).limit(1);
  return row ?? null;
}

/** The cart row locked for the rest of the transaction, so checkouts and edits of one cart take turns. */
export async function lockCart(tx: DbOrTx, ownerKey: string): Promise<CartRow | null> {
  const [row] = await tx.select().from(carts).where(eq(carts.owner_key, ownerKey)).for('update').limit(1);
  return row ?? null;
}

/** Gets or creates the account's cart in one statement (safe when two requests create it at once). */
export async function ensureCart(tx: DbOrTx, account: GivingAccount, editorId: number): Promise<CartRow> {
  const [row] = await tx
    .insert(carts)
    .values({
      owner_key: account.ownerKey,
      user_id: account.account === 'company' ? editorId : account.userId,
      company_id: account.companyId,
      account: account.account,
      created_by: editorId,
      updated_by: editorId,
    })
    .onConflictDoUpdate({ target: carts.owner_key, set: { updated_at: sql`now()`, updated_by: editorId } })
    .returning();
  return row;
}

export async function updateCart(tx: DbOrTx, cartId: number, values: Partial<typeof carts.$inferInsert>) {
  const [row] = await tx
    .update(carts)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(carts.id, cartId))
    .returning();
  return row;
}

/** Cart lines with what pricing and display need: the project, its partner and the impact level. */
export function findCartLines(db: DbOrTx, cartId: number) {
  return db
    .select({
      item: cartItems,
      project: {
        id: projects.id,
        title: projects.title,
        status: projects.status,
        is_bundle: projects.is_bundle,
        image_square: projects.image_square,
        image_rectangle: projects.image_rectangle,
      },
      partner_name: partners.worthy_cause_name,
      level: impactLevels,
    })
    .from(cartItems)
    .innerJoin(projects, eq(projects.id, cartItems.project_id))
    .innerJoin(partners, eq(partners.id, projects.partner_id))
    .innerJoin(impactLevels, eq(impactLevels.id, cartItems.impact_level_id))
    .where(eq(cartItems.cart_id, cartId))
    .orderBy(asc(cartItems.id));
}
export type CartLine = Awaited<ReturnType<typeof findCartLines>>[number];

/** An impact level with its project's status, for validating an add. */
export async function findLevelWithProject(db: DbOrTx, levelId: number) {
  const [row] = await db
    .select({ level: impactLevels, project_status: projects.status })
    .from(impactLevels)
    .innerJoin(projects, eq(projects.id, impactLevels.project_id))
    .where(eq(impactLevels.id, levelId))
    .limit(1);
  return row ?? null;
}

export type NewLine = { type: 'project' | 'story'; project_id: number; impact_level_id: number; story_id: number; story_group_id: string | null; quantity: number };

/** Adds a line, or merges it into the line with the same type, project or story, and impact level. */
export async function mergeLine(tx: DbOrTx, cartId: number, line: NewLine, editorId: number) {
  const [row] = await tx
    .insert(cartItems)
    .values({ cart_id: cartId, ...line, created_by: editorId, updated_by: editorId })
    .onConflictDoUpdate({
      target: [cartItems.cart_id, cartItems.type, cartItems.story_id, cartItems.impact_level_id],
      set: {
        quantity: sql`${cartItems.quantity} + excluded.quantity`,
        story_group_id: sql`coalesce(excluded.story_group_id, ${cartItems.story_group_id})`,
        updated_at: sql`now()`,
        updated_by: editorId,
      },
    })
    .returning();
  return row;
}

export async function setLineQuantity(tx: DbOrTx, cartId: number, itemId: number, quantity: number, editorId: number) {
  const [row] = await tx
    .update(cartItems)
    .set({ quantity, updated_at: sql`now()`, updated_by: editorId })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cart_id, cartId)))
    .returning({ id: cartItems.id });
  return row ?? null;
}

export async function deleteLine(tx: DbOrTx, cartId: number, itemId: number) {
  const [row] = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cart_id, cartId)))
    .returning({ id: cartItems.id });
  return row ?? null;
}

export async function clearLines(tx: DbOrTx, cartId: number) {
  await tx.delete(cartItems).where(eq(cartItems.cart_id, cartId));
}

/** The cart's total in USD cents at today's prices (bigint arithmetic, so huge quantities cannot overflow). */
export async function cartTotalCents(tx: DbOrTx, cartId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${cartItems.quantity}::bigint * ${impactLevels.price_cents}), 0)` })
    .from(cartItems)
    .innerJoin(impactLevels, eq(impactLevels.id, cartItems.impact_level_id))
    .where(eq(cartItems.cart_id, cartId));
  return Number(row.total);
}

/** The line of a project or story in a cart, if any (for /story/checkIsInCart). */
export async function findLineOf(db: DbOrTx, cartId: number, ref: { project_id?: number; story_id?: number | null }) {
  const conditions = [eq(cartItems.cart_id, cartId)];
  if (ref.story_id) conditions.push(eq(cartItems.type, 'story'), eq(cartItems.story_id, ref.story_id));
  else conditions.push(eq(cartItems.type, 'project'));
  if (ref.project_id) conditions.push(eq(cartItems.project_id, ref.project_id));
  return db
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(...conditions))
    .orderBy(asc(cartItems.id));
}

export async function findCartByShareKey(db: DbOrTx, shareKey: string, account: 'user' | 'company') {
  const [row] = await db
    .select({ cart: carts, first_name: users.first_name, last_name: users.last_name, company_name: companies.company_name })
    .from(carts)
    .innerJoin(users, eq(users.id, carts.user_id))
    .leftJoin(companies, eq(companies.id, carts.company_id))
    .where(and(eq(carts.share_key, shareKey), eq(carts.account, account)))
    .limit(1);
  return row ?? null;
}

/** Whether a story of this account (not deleted) gives this project's impact level: a story line may enter its cart. */
export async function isLineOfStory(db: DbOrTx, storyId: number, ownerKey: string, projectId: number, levelId: number): Promise<boolean> {
  const rows = await db
    .select({ id: storyProjects.id })
    .from(storyProjects)
    .innerJoin(stories, eq(stories.id, storyProjects.story_id))
    .where(
      and(
        eq(storyProjects.story_id, storyId),
        eq(storyProjects.project_id, projectId),
        eq(storyProjects.impact_level_id, levelId),
        eq(stories.owner_key, ownerKey),
        isNull(stories.deleted_at),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

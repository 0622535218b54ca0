import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { otpChallenges } from '../../../db/schema/index.js';

/** Retires the user's open challenges (neither invalidated nor verified). */
export async function invalidateOpenChallenges(db: DbOrTx, userId: number) {
  await db
    .update(otpChallenges)
    .set({ invalidated_at: sql`now()` })
    .where(and(eq(otpChallenges.user_id, userId), isNull(otpChallenges.invalidated_at), isNull(otpChallenges.verified_at)));
}

/** Stores a new challenge. */
export async function insertChallenge(db: DbOrTx, values: { user_id: number; code_hash: string; expires_at: Date }) {
  await db.insert(otpChallenges).values(values);
}

/** A challenge of the user created within the last `windowSeconds` and not yet verified (at most one row). */
export function findRecentChallenges(db: DbOrTx, userId: number, windowSeconds: number) {
  return db
    .select({ id: otpChallenges.id })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.user_id, userId),
        isNull(otpChallenges.verified_at),
        sql`${otpChallenges.created_at} > now() - make_interval(secs => ${windowSeconds})`,
      ),
    )
    .limit(1);
}

/** The user's newest open challenge, or undefined. */
export async function findLiveChallenge(db: DbOrTx, userId: number) {
  const [challenge] = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.user_id, userId), isNull(otpChallenges.invalidated_at), isNull(otpChallenges.verified_at)))
    .orderBy(desc(otpChallenges.id))
    .limit(1);
  return challenge;
}

/**
 * Counts a wrong try against a live challenge, invalidating it at the `maxWrong`th; answers the new count,
 * or undefined when the challenge was no longer live.
 */
export async function countWrongTry(db: DbOrTx, challengeId: number, maxWrong: number) {
  const [counted] = await db
    .update(otpChallenges)
    .set({
      failed_attempts: sql`${otpChallenges.failed_attempts} + 1`,
      invalidated_at: sql`case when ${otpChallenges.failed_attempts} + 1 >= ${maxWrong} then now() else null end`,
    })
    .where(and(eq(otpChallenges.id, challengeId), isNull(otpChallenges.invalidated_at), lt(otpChallenges.failed_attempts, maxWrong)))
    .returning({ failed: otpChallenges.failed_attempts });
  return counted;
}

/** Marks a live, unexpired challenge verified with its ticket; answers the rows it changed (one when it won). */
export function markChallengeVerified(db: DbOrTx, challengeId: number, ticketHash: string, ticketExpiresAt: Date) {
  return db
    .update(otpChallenges)
    .set({ verified_at: sql`now()`, ticket_hash: ticketHash, ticket_expires_at: ticketExpiresAt })
    .where(
      and(
        eq(otpChallenges.id, challengeId),
        isNull(otpChallenges.verified_at),
        isNull(otpChallenges.invalidated_at),
        sql`${otpChallenges.expires_at} > now()`,
      ),
    )
    .returning({ id: otpChallenges.id });
}

/** Spends the user's unused, unexpired ticket with this hash; answers the rows it changed (one when spent). */
export function markTicketUsed(db: DbOrTx, userId: number, ticketHash: string) {
  return db
    .update(otpChallenges)
    .set({ ticket_used_at: sql`now()` })
    .where(
      and(
        eq(otpChallenges.user_id, userId),
        eq(otpChallenges.ticket_hash, ticketHash),
        isNull(otpChallenges.ticket_used_at),
        sql`${otpChallenges.ticket_expires_at} > now()`,
      ),
    )
    .returning({ id: otpChallenges.id });
}

import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog } from '../src/db/schema/index.js';
import { writeAudit } from '../src/lib/audit.js';
import { DEMO_USERS } from '../src/seed/demo-data.js';
import { useTestApp } from './helpers.js';

describe('the audit log', () => {
  const ctx = useTestApp();

  const adminId = async () => {
    const rows = await ctx.database.db.execute<{ id: number }>(sql`select id from users where email = ${DEMO_USERS.admin.email}`);
    return Number(rows.rows[0]!.id);
  };

  it('keeps who, what, before and after, and the reason given', async () => {
    const actor = await adminId();
    await writeAudit(ctx.database.db, {
      actorId: actor,
      action: 'user.block',
      subjectType: 'user',
      subjectId: actor,
      before: { status: 0 },
      after: { status: 1 },
      reason: '  Repeated chargebacks  ',
      ip: '127.0.0.1',
    });
    const [row] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.block'));
    expect(row).toMatchObject({ actor_id: actor, subject_type: 'user', before: { status: 0 }, after: { status: 1 }, reason: 'Repeated chargebacks' });
  });

  it('refuses to change or delete an entry, even with direct SQL', async () => {
    const actor = await adminId();
    await writeAudit(ctx.database.db, { actorId: actor, action: 'user.unblock', subjectType: 'user', subjectId: actor });
    const [row] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.unblock'));
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'changed',
        (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
      );
    expect(await refusal(ctx.database.db.execute(sql`update audit_log set reason = 'rewritten' where id = ${row!.id}`))).toMatch(/append-only/);
    expect(await refusal(ctx.database.db.execute(sql`delete from audit_log where id = ${row!.id}`))).toMatch(/append-only/);
    const [after] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(after!.reason).toBeNull();
  });
});

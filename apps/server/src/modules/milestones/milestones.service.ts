import { MILESTONE_LIMIT_PER_MEMBER, milestoneTexts, type MilestoneEmail, type MilestoneEmailInput, type MilestoneKind, type MilestonePreview } from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { writeAudit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import type { JobContext } from '../jobs/index.js';
import { milestoneMail, monthsBetween } from './milestone-mail.js';
import * as repo from './milestones.repository.js';

const present = (r: repo.MilestoneEmailRow): MilestoneEmail => ({
  id: r.id,
  name: r.name,
  kind: r.kind as MilestoneKind,
  threshold: r.threshold,
  subject: r.subject,
  body: r.body,
  active: r.active,
  sent_count: r.sent_count,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});
const auditView = (m: MilestoneEmail) => ({ name: m.name, kind: m.kind, threshold: m.threshold, subject: m.subject, body: m.body, active: m.active });
const actorOf = (auth: AuthContext) => auth.impersonatorId ?? auth.userId;

/** GET /api/admin/emails: every milestone e-mail, newest first, with how many members reached it. */
export async function listMilestoneEmails(db: DbOrTx): Promise<MilestoneEmail[]> {
  return (await repo.findMilestoneEmails(db)).map(present);
}

export async function getMilestoneEmail(db: DbOrTx, id: number): Promise<MilestoneEmail> {
  const row = await repo.findMilestoneEmail(db, id);
  if (!row) throw notFound(milestoneTexts.notFound);
  return present(row);
}

/** POST /api/admin/emails: audited. */
export async function createMilestoneEmail(db: Db, auth: AuthContext, input: MilestoneEmailInput): Promise<MilestoneEmail> {
  return db.transaction(async (tx) => {
    const id = await repo.insertMilestoneEmail(tx, input, actorOf(auth));
    const created = present((await repo.findMilestoneEmail(tx, id))!);
    await writeAudit(tx, { actorId: actorOf(auth), action: 'milestone_email.create', subjectType: 'milestone_email', subjectId: id, after: auditView(created) });
    return created;
  });
}

/** POST /api/admin/emails/{id}: audited; members who already reached it are not mailed again. */
export async function updateMilestoneEmail(db: Db, auth: AuthContext, id: number, input: MilestoneEmailInput): Promise<MilestoneEmail> {
  return db.transaction(async (tx) => {
    const current = await repo.findMilestoneEmail(tx, id, true);
    if (!current) throw notFound(milestoneTexts.notFound);
    await repo.updateMilestoneEmail(tx, id, input, actorOf(auth));
    const saved = present((await repo.findMilestoneEmail(tx, id))!);
    await writeAudit(tx, { actorId: actorOf(auth), action: 'milestone_email.update', subjectType: 'milestone_email', subjectId: id, before: auditView(present(current)), after: auditView(saved) });
    return saved;
  });
}

/** DELETE /api/admin/emails/{id}: audited. */
export async function deleteMilestoneEmail(db: Db, auth: AuthContext, id: number): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    const current = await repo.findMilestoneEmail(tx, id, true);
    if (!current) throw notFound(milestoneTexts.notFound);
    await repo.deleteMilestoneEmail(tx, id);
    await writeAudit(tx, { actorId: actorOf(auth), action: 'milestone_email.delete', subjectType: 'milestone_email', subjectId: id, before: auditView(present(current)) });
  });
  return { id };
}

/** Sample figures for a preview and a test: the staff member's name and round numbers. */
async function sampleFigures(db: DbOrTx, auth: AuthContext) {
  const me = await repo.findUserForMail(db, auth.userId);
  return { me, figures: { first_name: me?.first_name ?? 'Alex', last_name: me?.last_name ?? 'Member', impacts: 25, total_cents: 125_000, months: 12 } };
}

/** POST /api/admin/emails/preview: the e-mail as a member would get it, with sample figures; nothing is stored. */
export async function previewMilestoneEmail(db: DbOrTx, config: Pick<Config, 'appUrl'>, auth: AuthContext, input: MilestoneEmailInput): Promise<MilestonePreview> {
  const { figures } = await sampleFigures(db, auth);
  const mail = milestoneMail(input, figures, config.appUrl);
  return { subject: mail.subject, html: mail.html, text: mail.text };
}

/** POST /api/admin/emails/test-send: the e-mail with sample figures to the staff member's own address. */
export async function testSendMilestoneEmail(deps: { db: Db; config: Config; mailer: Mailer }, auth: AuthContext, input: MilestoneEmailInput): Promise<{ email: string }> {
  const { me, figures } = await sampleFigures(deps.db, auth);
  if (!me) throw notFound();
  const mail = milestoneMail(input, figures, deps.config.appUrl);
  await deps.mailer.send(deps.db, me.email, { ...mail, subject: `[Test] ${mail.subject}` });
  return { email: me.email };
}

const BATCH = 500;
const MAX_PER_RUN = 20_000;

/**
 * The 'milestone-emails' job: for each active milestone e-mail, records the members who reached it and were not
 * yet sent it (one statement per batch; the unique pair and the per-member limit hold it once) and then mails
 * them; the mailer skips members who turned milestone e-mails off.
 */
export async function sendDueMilestoneEmails(ctx: JobContext): Promise<string> {
  let total = 0;
  let skipped = 0;
  for (const m of await repo.findActiveMilestoneEmails(ctx.db)) {
    for (let done = 0; done < MAX_PER_RUN; ) {
      const reached = await repo.claimReached(ctx.db, m, ctx.now, MILESTONE_LIMIT_PER_MEMBER, BATCH);
      for (let i = 0; i < reached.length; i += 8) {
        const results = await Promise.all(
          reached.slice(i, i + 8).map((r) =>
            ctx.mailer.send(
              ctx.db,
              r.email,
              milestoneMail(m as { kind: MilestoneKind; threshold: number; subject: string; body: string }, { first_name: r.first_name, last_name: r.last_name, impacts: r.impacts, total_cents: r.total_cents, months: monthsBetween(r.created_at, ctx.now) }, ctx.config.appUrl),
            ),
          ),
        );
        skipped += results.filter((s) => s.status === 'skipped').length;
      }
      total += reached.length;
      done += reached.length;
      if (reached.length < BATCH) break;
    }
  }
  return `${total} milestone e-mail(s): ${total - skipped} sent, ${skipped} skipped by the members' settings`;
}

import { JOB_NAMES, MEMBERSHIP_PATHS, RENEWAL_REMINDER_DAYS, AUTO_RENEW_STATUS, ROLE } from '@goodhive/contract';
import { writeAudit } from '../../lib/audit.js';
import type { DbOrTx } from '../../db/client.js';
import { membershipEndedMail, renewalReminderMail, trialEndedMail, type MailContent } from '../../lib/mail/templates.js';
import type { JobContext } from '../jobs/index.js';
import * as repo from './membership-lifecycle.repository.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A date as people read it ('DD MMM YYYY', in UTC like every stored date). */
export const displayDate = (d: Date) => `${String(d.getUTCDate()).padStart(2, '0')} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

const DAY_MS = 86_400_000;

/**
 * Downgrades (role 1) the members `downgrade` finds, each with an audit row by the system under `action`, in one
 * transaction; then e-mails each of them `mail` with the link to `path`. Answers who was downgraded.
 */
async function downgradeAndTell(
  ctx: JobContext,
  downgrade: (tx: DbOrTx, now: Date) => Promise<repo.DowngradedUser[]>,
  action: string,
  path: string,
  mail: (m: { firstName: string; companyName: string; url: string }) => MailContent,
): Promise<repo.DowngradedUser[]> {
  const downgraded = await ctx.db.transaction(async (tx) => {
    const rows = await downgrade(tx, ctx.now);
    for (const r of rows) {
      await writeAudit(tx, {
        actorId: null,
        action,
        subjectType: 'user',
        subjectId: r.userId,
        details: { company_id: r.companyId, from_role_id: r.fromRole, to_role_id: ROLE.DOWNGRADED, job_id: ctx.job.id, at: ctx.now.toISOString() },
      });
    }
    return rows;
  });
  const url = `${ctx.config.appUrl}${path}`;
  for (const r of downgraded) await ctx.mailer.send(ctx.db, r.email, mail({ firstName: r.firstName, companyName: r.companyName, url }));
  return downgraded;
}

/**
 * trial-expiry: the trial members (role 7) of every company whose trial has ended without a paid membership
 * become downgraded (role 1), each with an audit row by the system, and get the 'your trial has ended' e-mail.
 */
export async function expireTrials(ctx: JobContext): Promise<string> {
  const downgraded = await downgradeAndTell(ctx, repo.downgradeExpiredTrials, 'membership.trial_ended', MEMBERSHIP_PATHS.upgradeTrial, trialEndedMail);
  return `${downgraded.length} trial member(s) downgraded`;
}

/**
 * membership-expiry: a paid membership past its end date with auto-renewal off ends: its paying members become
 * downgraded (role 1), audited, and get the 'membership has ended' e-mail. With auto-renewal on, it enqueues one
 * `membership-renewal-charge` per company and end date instead (its handler charges the saved card).
 */
export async function expireMemberships(ctx: JobContext): Promise<string> {
  const downgraded = await downgradeAndTell(ctx, repo.downgradeEndedMemberships, 'membership.ended', MEMBERSHIP_PATHS.renewMembership, membershipEndedMail);

  let charges = 0;
  for (const due of await repo.findAutoRenewalsDue(ctx.db, ctx.now)) {
    const added = await ctx.enqueue({
      name: JOB_NAMES.membershipRenewalCharge,
      payload: { company_id: due.companyId, membership_end_date: due.endDate.toISOString() },
      dedupeKey: `${JOB_NAMES.membershipRenewalCharge}:${due.companyId}:${due.endDate.toISOString()}`,
      maxAttempts: 3,
    });
    if (added) charges++;
  }
  return `${downgraded.length} member(s) downgraded, ${charges} renewal charge(s) queued`;
}

/**
 * membership-renewal-reminders: for each company whose membership (auto-renewal off) ends within 14 or 3 days,
 * enqueues one reminder e-mail per company, end date and reminder day. Only the nearest reminder day counts, so
 * a membership found 2 days before its end gets the 3-day reminder and never a late 14-day one.
 */
export async function queueRenewalReminders(ctx: JobContext): Promise<string> {
  const days = [...RENEWAL_REMINDER_DAYS].sort((a, b) => a - b);
  const seen = new Set<number>();
  let queued = 0;
  for (const day of days) {
    for (const due of await repo.findMembershipsEndingWithin(ctx.db, ctx.now, day)) {
      if (seen.has(due.companyId)) continue;
      seen.add(due.companyId);
      const added = await ctx.enqueue({
        name: JOB_NAMES.membershipRenewalReminder,
        payload: { company_id: due.companyId, membership_end_date: due.endDate.toISOString(), days: day },
        dedupeKey: `${JOB_NAMES.membershipRenewalReminder}:${due.companyId}:${due.endDate.toISOString()}:${day}`,
      });
      if (added) queued++;
    }
  }
  return `${queued} renewal reminder(s) queued`;
}

/**
 * membership-renewal-reminder: e-mails the company owner a renewal link, unless the membership changed since
 * (renewed to another end date, or auto-renewal turned on), in which case there is nothing to remind.
 */
export async function sendRenewalReminder(ctx: JobContext): Promise<string> {
  const companyId = Number(ctx.job.payload.company_id);
  const endDate = new Date(String(ctx.job.payload.membership_end_date));
  const contact = await repo.findCompanyOwnerContact(ctx.db, companyId);
  if (!contact) return 'company gone: no reminder';
  if (contact.membershipEndDate?.getTime() !== endDate.getTime() || contact.autoRenew === AUTO_RENEW_STATUS.on) return 'membership changed: no reminder';
  const daysLeft = Math.max(1, Math.ceil((endDate.getTime() - ctx.now.getTime()) / DAY_MS));
  const url = `${ctx.config.appUrl}${MEMBERSHIP_PATHS.renewMembership}`;
  const sent = await ctx.mailer.send(ctx.db, contact.email, renewalReminderMail({ firstName: contact.firstName, companyName: contact.companyName, endDate: displayDate(endDate), days: daysLeft, url }));
  if (sent.status === 'failed') throw new Error(`The renewal reminder to company ${companyId} could not be sent.`);
  return `reminder sent to company ${companyId} (${daysLeft} days left)`;
}

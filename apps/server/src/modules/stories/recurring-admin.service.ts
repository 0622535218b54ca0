import { adminRecurringMessages as msg, personName, storyMessages, type AdminRecurringAction, type AdminRecurringDetail, type AdminRecurringRow } from '@goodhive/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { writeAudit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import { toAmount, toAmountOrNull } from '../../lib/money.js';
import * as repo from './stories.repository.js';
import * as admin from './recurring-admin.repository.js';
import { presentStoryRun } from './stories.presenter.js';
import { loadStory } from './stories.service.js';
import { applyAction } from './story-manage.service.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function presentRow(r: admin.RecurringRow): AdminRecurringRow {
  return {
    id: r.id,
    story_text: r.story_text,
    account: r.account === 'company' ? 'company' : 'user',
    user_id: r.user_id,
    company_id: r.company_id,
    owner_name: r.account === 'company' ? (r.company_name ?? '') : (personName(r.first_name, r.last_name) ?? ''),
    status: r.status,
    automation_status: r.automation_status as AdminRecurringRow['automation_status'],
    monthly_usd: toAmount(r.monthly_cents),
    next_giving_at: r.status === 'active' && r.automation_status === 'on' ? iso(r.next_giving_at) : null,
    skip_period: r.skip_period,
    last_run:
      r.last_period === null
        ? null
        : { period: r.last_period, status: r.last_status ?? '', attempts: r.last_attempts ?? 0, failure_reason: r.last_failure, paid_at: iso(r.last_paid_at), amount_usd: toAmountOrNull(r.last_amount_cents) },
    failed_runs: r.failed_runs,
    paid_runs: r.paid_runs,
  };
}

/** GET /api/admin/recurring: every monthly story with its state, next giving, last month and failures (paged). */
export async function listRecurring(db: DbOrTx, q: { automation_status?: string; failing?: '1' | '0'; search?: string; company_id?: number; limit: number; page: number }) {
  const { rows, total } = await admin.findRecurringPage(
    db,
    { automationStatus: q.automation_status, failing: q.failing === '1', search: q.search || undefined, companyId: q.company_id },
    q.limit,
    (q.page - 1) * q.limit,
  );
  return { data: rows.map(presentRow), meta: { total, page: q.page, limit: q.limit } };
}

/** GET /api/admin/recurring/{sub_id}: one monthly story with its months and who did what. */
export async function getRecurring(db: DbOrTx, id: number): Promise<AdminRecurringDetail> {
  const { rows } = await admin.findRecurringPage(db, { storyId: id }, 1, 0);
  const story = await repo.findStory(db, id);
  if (!rows[0] || !story) throw notFound(msg.notFound);
  const [runs, audit, view] = await Promise.all([repo.findStoryRuns(db, id), admin.findStoryAudit(db, id), loadStory(db, story)]);
  return {
    row: presentRow(rows[0]),
    story: view,
    runs: runs.map(presentStoryRun),
    audit: audit.map((a) => ({ id: Number(a.id), action: a.action, actor_name: personName(a.first_name, a.last_name) ?? null, reason: a.reason, created_at: new Date(a.created_at).toISOString() })),
  };
}

const messages = { pause: storyMessages.paused, resume: storyMessages.resumed, cancel: storyMessages.cancelled } as const;

/**
 * POST /api/admin/recurring/{sub_id}/{pause|resume|cancel}: staff change a monthly story's automated giving with
 * the owner's own rules (the story page's and the signed link's), with a reason and the before and after audited.
 */
export async function manageRecurring(db: Db, auth: AuthContext, id: number, action: AdminRecurringAction, reason: string, ip?: string) {
  await db.transaction(async (tx) => {
    const story = await repo.findStory(tx, id, true);
    if (!story || story.is_giving_monthly !== 1) throw notFound(msg.notFound);
    const target = { pause: 'paused', resume: 'on', cancel: 'off' }[action];
    if (story.automation_status === target) throw conflict(msg.alreadyThere(target));
    const { story: after } = await applyAction(tx, story, { action }, auth.userId, new Date(), 'staff');
    await writeAudit(tx, {
      actorId: auth.impersonatorId ?? auth.userId,
      action: `story.${action}`,
      subjectType: 'story',
      subjectId: id,
      details: { company_id: story.company_id, user_id: story.user_id },
      before: { automation_status: story.automation_status, next_giving_at: iso(story.next_giving_at) },
      after: { automation_status: after.automation_status, next_giving_at: iso(after.next_giving_at) },
      reason,
      ip,
    });
  });
  return { message: messages[action], detail: await getRecurring(db, id) };
}

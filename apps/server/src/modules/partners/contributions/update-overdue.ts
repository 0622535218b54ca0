// The overdue-update rule of project updates, as SQL conditions on `projects` that several reads share.
import { and, eq, sql } from 'drizzle-orm';
import { projects } from '../../../db/schema/index.js';

// Written out with the table name: drizzle leaves columns of top-level select fields unqualified, and an
// unqualified id inside the subquery would be the update's own.
export const lastUpdateAt = () => sql`(select max(u.published_at) from project_updates u where u.project_id = projects.id and u.status = 'published')`;
export const measuredFrom = () => sql`coalesce(${lastUpdateAt()}, projects.approved_at, projects.created_at)`;

/**
 * The overdue-update rule (PROJECT_UPDATE_CADENCE_DAYS, the cutoff from overdueUpdateCutoff): a live project (not
 * a bundle) with paid giving whose last published update, else its approval (else its creation), lies before
 * `cutoff`. The partner Home lists a partner's; the staff dashboard counts every partner's. The paid-giving
 * probe walks contributions_project_paid_date_idx.
 */
export function isUpdateOverdue(cutoff: Date) {
  return and(
    eq(projects.status, 'live'),
    eq(projects.is_bundle, false),
    sql`exists (select 1 from contributions c where c.project_id = projects.id and c.payment_received = 1 and c.contribution_date is not null)`,
    sql`${measuredFrom()} < ${cutoff.toISOString()}`,
  );
}

// The paid-contribution conditions, as SQL fragments that the impact reads and other modules' repositories share.
import { sql, type SQL } from 'drizzle-orm';
import { contributions } from '../../db/schema/index.js';

/** Paid contributions with a date: the giving every figure counts. Constants stay literal so the planner can use the partial indexes. */
export const PAID = sql`${contributions.payment_received} = 1 and ${contributions.contribution_date} is not null`;

/** Paid contributions to a partner's projects. */
export function partnerPaidOf(partnerId: number): SQL {
  return sql`${contributions.project_id} in (select p.id from projects p where p.partner_id = ${partnerId}) and ${PAID}`;
}

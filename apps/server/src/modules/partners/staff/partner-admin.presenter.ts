import { partnerProfileScore, type AdminPartnerRow } from '@goodhive/contract';
import type { PartnerListRow } from './partner-admin.repository.js';

/** A partner of the staff lists: organisation, panel user, completeness and projects per status. */
export function presentPartnerRow(row: PartnerListRow): AdminPartnerRow {
  const p = row.partner;
  return {
    partner_id: p.id,
    user_id: p.user_id,
    worthy_cause_name: p.worthy_cause_name,
    org_legal_name: p.org_legal_name,
    contact_first_name: row.first_name,
    contact_last_name: row.last_name,
    contact_email: row.email,
    user_status: row.status === 0 ? 'live' : 'blocked',
    is_active: row.is_active,
    completeness: partnerProfileScore(p),
    project_counts: { draft: row.draft, submitted: row.submitted, live: row.live, paused: row.paused, closed: row.closed },
    bundle_count: row.bundles,
    created_at: p.created_at.toISOString(),
  };
}

import { PROJECT_UPDATE_CADENCE_DAYS, partnerProfileScore, type PartnerHome } from '@goodhive/contract';
import type { DbOrTx } from '../../../db/client.js';
import { PARTNER_ACCESS, resolveActingPartner } from '../../accounts/index.js';
import type { AuthContext } from '../../../http/auth.js';
import { addSums, countAttention, presentAttention, presentTotals } from './partner-contributions.presenter.js';
import { sumPartnerByProject } from './partner-contributions.repository.js';
import { monthStartOf } from './partner-contributions.service.js';
import * as repo from './partner-home.repository.js';

const DAY_MS = 86_400_000;

/** Project updates published before this instant no longer count: PROJECT_UPDATE_CADENCE_DAYS days before `now`. */
export const overdueUpdateCutoff = (now: Date) => new Date(now.getTime() - PROJECT_UPDATE_CADENCE_DAYS * DAY_MS);

/**
 * GET /api/partner/home: what was given to the partner this UTC month and in total, its live projects, and what
 * needs its attention: profile gaps, overdue project updates (PROJECT_UPDATE_CADENCE_DAYS), projects sent back,
 * change requests waiting for review and remittance advice not opened yet.
 */
export async function loadPartnerHome(db: DbOrTx, auth: AuthContext, partnerRef: number | undefined, now = new Date()): Promise<PartnerHome> {
  const partner = await resolveActingPartner(db, auth, partnerRef, PARTNER_ACCESS.impact);
  const partnerId = partner.id;
  const cutoff = overdueUpdateCutoff(now);
  const [byProject, liveProjects, overdue, sentBack, pending, remittances] = await Promise.all([
    sumPartnerByProject(db, partnerId, monthStartOf(now)),
    repo.countLiveProjects(db, partnerId),
    repo.findOverdueUpdates(db, partnerId, cutoff),
    repo.findSentBackProjects(db, partnerId),
    repo.findPendingChanges(db, partnerId),
    repo.findNewRemittances(db, partnerId),
  ]);
  const profile = partnerProfileScore(partner);
  const attention = presentAttention({ gaps: profile.missing, overdue, sentBack, pending, remittances }, now);
  return {
    partner_id: partnerId,
    worthy_cause_name: partner.worthy_cause_name,
    month: now.toISOString().slice(0, 7),
    this_month: presentTotals(addSums(byProject.map((p) => p.recent))),
    all_time: presentTotals(addSums(byProject.map((p) => p.all))),
    live_projects: liveProjects,
    profile_score: profile.score,
    attention,
    attention_count: countAttention(attention),
  };
}

import { PARTNER_PAGE_UPDATES, partnerPageMessages, type PartnerPage, type ProjectCard } from '@goodhive/contract';
import type { DbOrTx } from '../../../db/client.js';
import { notFound } from '../../../lib/errors.js';
import type { AuthContext } from '../../../http/auth.js';
import { findProjectCards, presentProjectCards, type CatalogueFilter, findViewer } from '../../catalogue/index.js';
import { presentFeedItem, findUpdates, publishedAnd } from '../../project-updates/index.js';
import { findOperatingCountries, findPublicPartner, partnerProjectsOnly, partnerUpdatesOnly } from './partner-pages.repository.js';

/** The partner's live projects exactly as the catalogue shows them to this viewer (display conditions included). */
async function findPartnerCards(db: DbOrTx, partnerId: number, auth: AuthContext | null): Promise<ProjectCard[]> {
  const filter: CatalogueFilter = {
    categoryIds: [],
    categorySlugs: [],
    countryIds: [],
    countryCodes: [],
    onlyIds: partnerProjectsOnly(partnerId),
    viewer: await findViewer(db, auth),
  };
  const { rows } = await findProjectCards(db, filter, 'name', -1, 1);
  return presentProjectCards(db, rows, auth?.userId ?? null);
}

/**
 * GET /v2/guest/partners/{id}: a partner's public page — who it is, where it works, its live projects as
 * catalogue cards and its latest published updates. Unknown, blocked or not-a-partner answers 404.
 */
export async function getPartnerPage(db: DbOrTx, id: number, auth: AuthContext | null): Promise<PartnerPage> {
  const partner = await findPublicPartner(db, id);
  if (!partner) throw notFound(partnerPageMessages.notFound);
  const [countries, cards, updates] = await Promise.all([
    findOperatingCountries(db, id),
    findPartnerCards(db, id, auth),
    findUpdates(db, publishedAnd(partnerUpdatesOnly(id)), PARTNER_PAGE_UPDATES, 1),
  ]);
  return { ...partner, countries, projects: cards, updates: updates.rows.map(presentFeedItem) };
}

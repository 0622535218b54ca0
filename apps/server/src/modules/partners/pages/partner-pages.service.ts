import { eq, sql } from 'drizzle-orm';
import { PARTNER_PAGE_UPDATES, partnerPageMessages, type PartnerPage, type ProjectCard } from '@goodhive/contract';
import type { DbOrTx } from '../../../db/client.js';
import { projects, projectUpdates } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/errors.js';
import type { AuthContext } from '../../../http/auth.js';
import * as catalogue from '../../catalogue/catalogue.repository.js';
import { presentCard } from '../../catalogue/catalogue.presenter.js';
import { findViewer } from '../../catalogue/visibility.js';
import { presentFeedItem } from '../../project-updates/updates.presenter.js';
import { findUpdates, publishedAnd } from '../../project-updates/updates.repository.js';
import { findOperatingCountries, findPublicPartner } from './partner-pages.repository.js';

/** The partner's live projects exactly as the catalogue shows them to this viewer (display conditions included). */
async function findPartnerCards(db: DbOrTx, partnerId: number, auth: AuthContext | null): Promise<ProjectCard[]> {
  const filter: catalogue.CatalogueFilter = {
    categoryIds: [],
    categorySlugs: [],
    countryIds: [],
    countryCodes: [],
    onlyIds: sql`${projects.partner_id} = ${partnerId}`,
    viewer: await findViewer(db, auth),
  };
  const { rows } = await catalogue.findProjectCards(db, filter, 'name', -1, 1);
  const ids = rows.map((r) => r.id);
  const [levels, cats, favourites] = await Promise.all([
    catalogue.findActiveLevels(db, ids),
    catalogue.findProjectCategories(db, ids),
    auth ? catalogue.findFavouriteIds(db, auth.userId, ids) : Promise.resolve(new Set<number>()),
  ]);
  return rows.map((r) =>
    presentCard(
      r,
      levels.filter((l) => l.project_id === r.id),
      cats.filter((c) => c.project_id === r.id),
      favourites.has(r.id),
    ),
  );
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
    findUpdates(db, publishedAnd(eq(projectUpdates.partner_id, id)), PARTNER_PAGE_UPDATES, 1),
  ]);
  return { ...partner, countries, projects: cards, updates: updates.rows.map(presentFeedItem) };
}

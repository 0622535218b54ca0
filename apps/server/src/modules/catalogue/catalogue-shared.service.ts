// The reads and writes of this module's repositories that other modules and the seed use, through index.ts:
// they stay behind this service so no other module reaches into the repositories themselves.
import type { ProjectCard } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './catalogue.repository.js';
import { presentCard } from './catalogue.presenter.js';

export { findActiveLevels, findBundleItems, findFavouriteIds, findProjectCards, findProjectCategories } from './catalogue.repository.js';

/** Project rows as the catalogue's cards: their impact levels, categories and, for a signed-in user, favourites. */
export async function presentProjectCards(db: DbOrTx, rows: repo.ProjectCardRow[], userId: number | null): Promise<ProjectCard[]> {
  const ids = rows.map((r) => r.id);
  const [levels, cats, favourites] = await Promise.all([
    repo.findActiveLevels(db, ids),
    repo.findProjectCategories(db, ids),
    userId ? repo.findFavouriteIds(db, userId, ids) : Promise.resolve(new Set<number>()),
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

// The public face of the catalogue module: what other modules, the seed and the plugins may import.
export { presentImage } from './catalogue.presenter.js';
export type { CatalogueFilter } from './catalogue.repository.js';
export { findHiddenFrom, findViewer, isVisibleTo, viewerOfAccount, visibleTo } from './visibility.js';
export type { CatalogueViewer } from './visibility.js';
export { findActiveLevels, findBundleItems, findFavouriteIds, findProjectCards, findProjectCategories, presentProjectCards } from './catalogue-shared.service.js';
export { countProjects } from './project-count.js';
export { priceFromCents } from './project-price.js';

// The reads and writes of this module's repositories that other modules and the seed use, through index.ts:
// they stay behind this service so no other module reaches into the repositories themselves.
import * as catalogueRepo from './catalogue.repository.js';

export const findActiveLevels: typeof catalogueRepo.findActiveLevels = (...args) => catalogueRepo.findActiveLevels(...args);
export const findBundleItems: typeof catalogueRepo.findBundleItems = (...args) => catalogueRepo.findBundleItems(...args);
export const findFavouriteIds: typeof catalogueRepo.findFavouriteIds = (...args) => catalogueRepo.findFavouriteIds(...args);
export const findProjectCards: typeof catalogueRepo.findProjectCards = (...args) => catalogueRepo.findProjectCards(...args);
export const findProjectCategories: typeof catalogueRepo.findProjectCategories = (...args) => catalogueRepo.findProjectCategories(...args);

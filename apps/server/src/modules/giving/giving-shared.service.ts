// The reads and writes of this module's repositories that other modules and the seed use, through index.ts:
// they stay behind this service so no other module reaches into the repositories themselves.
import * as contributionsRepo from './contributions/contributions.repository.js';

export const findCategoriesOf: typeof contributionsRepo.findCategoriesOf = (...args) => contributionsRepo.findCategoriesOf(...args);
export const findContributions: typeof contributionsRepo.findContributions = (...args) => contributionsRepo.findContributions(...args);
export const scopeWhere: typeof contributionsRepo.scopeWhere = (...args) => contributionsRepo.scopeWhere(...args);

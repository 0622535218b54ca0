// The reads and writes of this module's repositories that other modules and the seed use, through index.ts:
// they stay behind this service so no other module reaches into the repositories themselves.
import * as updatesRepo from './updates.repository.js';

export const findUpdates: typeof updatesRepo.findUpdates = (...args) => updatesRepo.findUpdates(...args);
export const publishedAnd = updatesRepo.publishedAnd;

// The reads and writes of this module's repositories that other modules and the seed use, through index.ts:
// they stay behind this service so no other module reaches into the repositories themselves.
import * as projectWritesRepo from './project-writes.repository.js';

export const applyState: typeof projectWritesRepo.applyState = (...args) => projectWritesRepo.applyState(...args);
export const insertProject: typeof projectWritesRepo.insertProject = (...args) => projectWritesRepo.insertProject(...args);

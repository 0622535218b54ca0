// The reads and writes of this module's repositories that other modules and the seed use, through index.ts:
// they stay behind this service so no other module reaches into the repositories themselves.
import * as keysRepo from './keys.repository.js';
import * as sessionsRepo from './sessions/sessions.repository.js';

export const createUserKey: typeof keysRepo.createUserKey = (...args) => keysRepo.createUserKey(...args);
export const findActiveToken: typeof sessionsRepo.findActiveToken = (...args) => sessionsRepo.findActiveToken(...args);

// The reads and writes of this module's repositories that other modules and the seed use, through index.ts:
// they stay behind this service so no other module reaches into the repositories themselves.
export { createUserKey } from './keys.repository.js';
export { findActiveToken } from './sessions/sessions.repository.js';
export { isEmailFree } from './sign-up/sign-up.service.js';

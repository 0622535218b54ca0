// The public face of the identity module: what other modules, the seed and the plugins may import.
export { createUserKey, findActiveToken, isEmailFree } from './identity-shared.service.js';
export { findOrCreateGuest, guestClaimUrl, unusableGuestPasswordHash } from './guests/guest-accounts.service.js';

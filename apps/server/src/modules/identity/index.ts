// The public face of the identity module: what other modules, the seed and the plugins may import.
export { createUserKey, findActiveToken } from './identity-shared.service.js';

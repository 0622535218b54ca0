// The public face of the profiles module: what other modules may import.
export { listMostGivingBusinesses } from './profiles.service.js';

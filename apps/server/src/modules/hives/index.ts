// The public face of the hives module: what other modules and the seed may import.
export { findLedHiveFigures, joinReferrerHive } from './hives.service.js';

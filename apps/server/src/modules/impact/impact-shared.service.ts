// The reads and writes of this module's repositories that other modules and the seed use, through index.ts:
// they stay behind this service so no other module reaches into the repositories themselves.
export { findAllHistoryRows, findPartnerHistoryRows, sumHistoryLines } from './history.repository.js';

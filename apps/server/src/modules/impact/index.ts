// The public face of the impact module: what other modules, the seed and the plugins may import.
export { toCsv } from '../../lib/csv.js';
export { presentPartnerLines } from './history.service.js';
export { partnerHistoryWhere, partnerNarrowing } from './history.repository.js';
export { listPeriods } from './impact-range.js';
export { findAllHistoryRows, findPartnerHistoryRows, sumHistoryLines } from './impact-shared.service.js';
export { partnerPaidOf } from './paid-contributions.js';
export { forgetGlobalImpacts, getStatImpacts, readGlobalImpacts } from './dashboard.service.js';

// The reads and writes of this module's repositories that other modules and the seed use, through index.ts:
// they stay behind this service so no other module reaches into the repositories themselves.
import * as historyRepo from './history.repository.js';

export const findAllHistoryRows: typeof historyRepo.findAllHistoryRows = (...args) => historyRepo.findAllHistoryRows(...args);
export const findPartnerHistoryRows: typeof historyRepo.findPartnerHistoryRows = (...args) => historyRepo.findPartnerHistoryRows(...args);
export const sumHistoryLines: typeof historyRepo.sumHistoryLines = (...args) => historyRepo.sumHistoryLines(...args);

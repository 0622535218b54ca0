// The reads and writes of this module's repositories that other modules and the seed use, through index.ts:
// they stay behind this service so no other module reaches into the repositories themselves.
import * as widgetsRepo from './widgets.repository.js';

export const findWidgetOwner: typeof widgetsRepo.findWidgetOwner = (...args) => widgetsRepo.findWidgetOwner(...args);
export const sumPaidImpact: typeof widgetsRepo.sumPaidImpact = (...args) => widgetsRepo.sumPaidImpact(...args);
export const sumPaidImpactByCause: typeof widgetsRepo.sumPaidImpactByCause = (...args) => widgetsRepo.sumPaidImpactByCause(...args);

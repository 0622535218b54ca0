// The public face of the widgets module: what other modules, the seed and the plugins may import.
export type { WidgetAccount } from './widget-keys.js';
export { findWidgetOwner, sumPaidImpact, sumPaidImpactByCause } from './widgets-shared.service.js';

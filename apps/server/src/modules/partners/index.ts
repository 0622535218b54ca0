// The public face of the partners module: what other modules, the seed and the plugins may import.
export { monthStartOf } from './contributions/partner-contributions.service.js';
export { overdueUpdateCutoff } from './contributions/partner-home.service.js';
export { isUpdateOverdue } from './contributions/update-overdue.js';

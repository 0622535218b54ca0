// The public face of the engagement module: what other modules and the staff screens may import.
// Staff grant or withdraw a company's engagement tool with setEngagementAccess (audited).
export { setEngagementAccess } from './engagement.service.js';

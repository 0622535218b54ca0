// The public face of the remittances module.
export { listOwed, owedByPartner, type OwedByPartnerRow } from './remittances.service.js';

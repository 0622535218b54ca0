// The public face of the remittances module.
export { listOwed } from './remittances.service.js';

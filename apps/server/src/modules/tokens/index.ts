// The public face of the tokens module: what other modules, the seed and the plugins may import.
export { expireTokens } from './token-expiry.service.js';
export { handleTokenPurchaseEvent, handleTokenPurchaseEventAndNotify, resolveTokenCompany } from './tokens.service.js';
export { checkEmployeeCsv, readUploadedCsv } from './token-csv.js';

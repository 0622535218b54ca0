// The public face of the accounts module: what other modules, the seed and the plugins may import.
export { canUseOwnedBy, isAdmin, ownerKeyOf, ownerRefOf, resolveGivingAccount } from './accounts.service.js';
export { findPartner, findPrimaryCompanyId, isCompanyMember } from './accounts.repository.js';
export type { AccountRef, GivingAccount } from './accounts.service.js';
export { PARTNER_ACCESS, resolveActingPartner, resolvePartnerScope } from './partner-access.service.js';

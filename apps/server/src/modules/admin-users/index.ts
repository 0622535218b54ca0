// The public face of the admin-users module: the staff user filter as SQL, for other staff screens (giving lists,
// broadcasts) to select the users a filter means in their own queries, and the upgrade staff make by hand.
export { userFilterCondition } from './user-filter.js';
export { upgradeUser } from './admin-users.service.js';

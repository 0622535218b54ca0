// The public face of the users module: what other modules, the seed and the plugins may import.
export { getCurrentUser, searchUsersForStaff } from './users.service.js';

/** The admin feature's public face (the staff home, the user details screen and the quick user search of the admin header): other features and the app shell import only this file. */
export { UserQuickSearch } from './components/user-quick-search-place';
export { CompanyPicker } from './components/company-picker-place';
export type { PickedCompany } from './components/company-picker';

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadAdminHome = () => import('./routes/admin-home');
export const loadUserDisplayPage = () => import('./routes/user-display-page');
export const loadUsersPage = () => import('./routes/users-page');
export const loadUserUpgradePage = () => import('./routes/user-upgrade-page');
export const loadUserCreatePage = () => import('./routes/user-create-page');
export const loadUserEditPage = () => import('./routes/user-edit-page');
export const loadAuditLogPage = () => import('./routes/audit-log-page');

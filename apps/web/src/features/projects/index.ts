/** The projects feature's public face (partner projects and bundles, and the staff screens that review and edit them (admin/)): other features and the app shell import only this file. */
export { adminProjectsPath } from './admin/admin-paths';

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadBundlePages = () => import('./admin/routes/bundle-pages');
export const loadAdminProjectsPage = () => import('./admin/routes/admin-projects-page');
export const loadAdminProjectCreatePage = () => import('./admin/routes/admin-project-create-page');
export const loadAdminProjectEditPage = () => import('./admin/routes/admin-project-edit-page');
export const loadDisplayConditionsPage = () => import('./admin/routes/display-conditions-page');
export const loadChangelogPage = () => import('./admin/routes/changelog-page');
export const loadProjectsListPage = () => import('./routes/projects-list-page');
export const loadProjectCreatePage = () => import('./routes/project-create-page');
export const loadProjectEditPage = () => import('./routes/project-edit-page');

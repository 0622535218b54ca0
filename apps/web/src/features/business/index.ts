/** The business feature's public face (the business panel's root and home screens): other features and the app shell import only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
/** The site root (route 'home', /) of business users: the side menu's 'Dashboard', the account's impact. */
export const loadBusinessRoot = () => import('../impact').then((impact) => impact.loadImpactDashboardPage()).then((page) => ({ BusinessRoot: page.ImpactDashboardPage }));
export { loadBusinessHome } from './loaders';

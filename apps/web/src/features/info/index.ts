/** The info feature's public face (the information pages and the causes page): other features and the app shell import only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadInfoPages = () => import('./routes/info-pages');
export const loadCausesPage = () => import('./routes/causes-page');
export const loadWelcomePage = () => import('./routes/welcome-page');
export const loadAdminPublicPagesPage = () => import('./routes/admin-public-pages-page');

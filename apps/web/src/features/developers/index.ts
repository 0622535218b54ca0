/** The developers feature's public face: the API keys screen and the Giving API documentation. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadDevelopersPage = () => import('./routes/developers-page');
export const loadDevelopersDocsPage = () => import('./routes/developers-docs-page');

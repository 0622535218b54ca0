/** The campaigns feature's public face: the app shell imports only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadCampaignSettingsPage = () => import('./routes/campaign-settings-page');
export const loadCampaignUpdatePage = () => import('./routes/campaign-update-page');
export const loadCampaignPublicPages = () => import('./routes/campaign-public-pages');

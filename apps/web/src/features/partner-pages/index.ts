/** The partner-pages feature's public face (the public page of a worthy-cause partner): other features and the app shell import only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadWcuPartnerPage = () => import('./routes/wcu-partner-page');

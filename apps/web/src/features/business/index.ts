/** The business feature's public face (the business panel's root and home screens): other features and the app shell import only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadBusinessRoot = () => import('./routes/business-root');
export const loadBusinessHome = () => import('./routes/business-home');

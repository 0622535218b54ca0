/** The widgets feature's public face (the impact widget builder): other features and the app shell import only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadGivingWidgetPage = () => import('./routes/giving-widget-page');

/** The engagement feature's public face (the Enhanced Engagement Tool): the app shell imports only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadEngagementToolPage = () => import('./routes/engagement-tool-page');
export const loadEngagementFormPage = () => import('./routes/engagement-form-page');
export const loadEngagementDataPage = () => import('./routes/engagement-data-page');
export const loadEngagementSharedPage = () => import('./routes/engagement-shared-page');

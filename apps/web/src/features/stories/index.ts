/** The stories feature's public face (recurring impacts): the app shell imports only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadRecurringImpactsPage = () => import('./routes/recurring-impacts-page');
export const loadCreateRecurringImpactsPage = () => import('./routes/create-recurring-impacts-page');
export const loadRecurringImpactPage = () => import('./routes/recurring-impact-page');
export const loadManageRecurringImpactPage = () => import('./routes/manage-recurring-impact-page');
export const loadGivingStoriesRedirect = () => import('./routes/giving-stories-redirect');

/** The staff giving feature's public face (/admin/giving and the screens under it): the app shell imports only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadGivingListPage = () => import('./routes/giving-list-page');
export const loadGivingDetailsPage = () => import('./routes/giving-details-page');
export const loadGivingCreatePage = () => import('./routes/giving-create-page');
export const loadRemittancesPage = () => import('./routes/remittances-page');
export const loadRemittanceCreatePage = () => import('./routes/remittance-create-page');
export const loadCreditsPage = () => import('./routes/credits-page');
export const loadRecurringPage = () => import('./routes/recurring-page');
export const loadRecurringDetailPage = () => import('./routes/recurring-detail-page');

/** The impact feature's public face (the giver's impact: its overview, dashboard and history screens): other features and the app shell import only this file. */
// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk (the
// dashboard too, so that the history screen, loaded through this file, does not carry it).
export const loadImpactDashboardPage = () => import('./routes/impact-dashboard-page');
/** The account's impact overview of the business Home (business-home.tsx), loaded beside that screen. */
export const loadImpactOverview = () => import('./components/impact-overview');
export const loadImpactHistoryPage = () => import('./routes/impact-history-page');

/** The impact feature's public face (the giver's impact: its overview, dashboard and history screens): other features and the app shell import only this file. */
export { ImpactDashboardPage } from './routes/impact-dashboard-page';
export { ImpactOverview } from './components/impact-overview';

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadImpactHistoryPage = () => import('./routes/impact-history-page');

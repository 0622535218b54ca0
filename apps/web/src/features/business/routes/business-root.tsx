import { ImpactDashboardPage } from '../../impact/routes/impact-dashboard-page';

/** Business users' site root (route 'home', /): the side menu's 'Dashboard' with the account's impact. */
export function BusinessRoot() {
  return <ImpactDashboardPage />;
}

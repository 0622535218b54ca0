import { ImpactDashboardPage } from '../../impact';

/** Business users' site root (route 'home', /): the side menu's 'Dashboard' with the account's impact. */
export function BusinessRoot() {
  return <ImpactDashboardPage />;
}

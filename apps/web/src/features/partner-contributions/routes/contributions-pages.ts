/** The partner's contribution screens, loaded together (one chunk): the overview and the management list. */
export { ContributionsOverviewPage } from './contributions-overview-page';
export { ContributionsManagementPage } from './contributions-management-page';

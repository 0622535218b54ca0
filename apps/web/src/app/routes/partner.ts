import { BookIcon, BriefcaseIcon, CoinIcon, FileTextIcon, HomeIcon, UserIcon } from '../../components/ui/icons';
import { PATHS } from '../../lib/paths';
import { areaRoutes, lazyPage, title } from './define';
import { passwordSettingsRoute } from './shared';
import { loadProjectsListPage, loadProjectCreatePage, loadProjectEditPage } from '../../features/projects';

// These features' index.ts also carries parts other screens share: the route table reaches it only on demand,
// so those parts stay out of the entry chunk; the index then loads the screen's own chunk.
const partnerContributionsFeature = () => import('../../features/partner-contributions');
const partnerFeature = () => import('../../features/partner');
const partnerDocumentsFeature = () => import('../../features/partner-documents');
const projectUpdatesFeature = () => import('../../features/project-updates');

/** The partner panel, 'Worthy Cause User Panel', of partner organisations. */
export const partnerRoutes = areaRoutes('partner', [
  { path: PATHS.root, name: 'home', component: lazyPage(() => partnerFeature().then((feature) => feature.loadPartnerHome()), 'PartnerHome'), menu: { label: 'Home', order: 0, icon: HomeIcon } },
  {
    path: PATHS.partnerProfile,
    name: 'profile',
    title: title('Profile'),
    component: lazyPage(() => partnerFeature().then((feature) => feature.loadPartnerProfilePage()), 'PartnerProfilePage'),
    menu: { label: 'Profile', order: 10, icon: UserIcon },
  },
  {
    path: PATHS.partnerContributionsManagement,
    name: 'contributions-management',
    title: title('Contributions'),
    component: lazyPage(() => partnerContributionsFeature().then((feature) => feature.loadContributionsPages()), 'ContributionsManagementPage'),
    menu: { label: 'Contributions', order: 30, icon: CoinIcon, activeOn: ['contributions'] },
  },
  { path: PATHS.partnerContributions, name: 'contributions', title: title('Contributions Overview'), component: lazyPage(() => partnerContributionsFeature().then((feature) => feature.loadContributionsPages()), 'ContributionsOverviewPage') },
  passwordSettingsRoute,

  // Partner documents and the resources staff share with partners (/resources).
  {
    path: PATHS.partnerResources,
    name: 'resources',
    title: title('Resources'),
    component: lazyPage(() => partnerDocumentsFeature().then((feature) => feature.loadResourcesPage()), 'ResourcesPage'),
    menu: { label: 'Resources', order: 50, icon: BookIcon },
  },

  // The partner's project updates.
  {
    path: PATHS.partnerProjectUpdates,
    name: 'project-updates-list',
    title: title('Project Updates'),
    component: lazyPage(() => projectUpdatesFeature().then((feature) => feature.loadPartnerUpdatesPage()), 'PartnerUpdatesPage'),
    menu: { label: 'Project Update', order: 40, icon: FileTextIcon, activeOn: ['project-update', 'updates'] },
  },
  {
    path: PATHS.partnerProjectUpdate,
    name: 'project-update',
    title: title('Project Update'),
    component: lazyPage(() => projectUpdatesFeature().then((feature) => feature.loadPartnerUpdatePage()), 'PartnerUpdatePage'),
  },
  { path: PATHS.partnerUpdates, name: 'updates', title: title('Project Updates'), component: lazyPage(() => projectUpdatesFeature().then((feature) => feature.loadUpdatesRedirect()), 'UpdatesRedirect') },

  // The partner's own projects.
  {
    path: PATHS.partnerProjects,
    name: 'projects',
    title: title('Projects'),
    component: lazyPage(loadProjectsListPage, 'ProjectsListPage'),
    menu: { label: 'Projects', order: 20, icon: BriefcaseIcon, activeOn: ['projects.edit', 'projects.create'] },
  },
  { path: PATHS.partnerProjectCreate, name: 'projects.create', title: title('Create Project'), component: lazyPage(loadProjectCreatePage, 'ProjectCreatePage') },
  { path: PATHS.partnerProjectEdit, name: 'projects.edit', title: title('Edit Project'), component: lazyPage(loadProjectEditPage, 'ProjectEditPage') },
]);

import { BookIcon, BriefcaseIcon, CoinIcon, FileTextIcon, HomeIcon, UserIcon } from '../../components/ui/icons';
import { PATHS } from '../../lib/paths';
import { areaRoutes, lazyPage, title } from './define';
import { passwordSettingsRoute } from './shared';

const contributions = () => import('../../features/partner-contributions/routes/contributions-pages');

/** The 'Worthy Cause User Panel' of partner organisations (admin-and-partner §2.3). */
export const partnerRoutes = areaRoutes('partner', [
  { path: PATHS.root, name: 'home', component: lazyPage(() => import('../../features/partner/routes/partner-home'), 'PartnerHome'), menu: { label: 'Home', order: 0, icon: HomeIcon } },
  {
    path: PATHS.partnerProfile,
    name: 'profile',
    title: title('Profile'),
    component: lazyPage(() => import('../../features/partner/routes/partner-profile-page'), 'PartnerProfilePage'),
    menu: { label: 'Profile', order: 10, icon: UserIcon },
  },
  {
    path: PATHS.partnerContributionsManagement,
    name: 'contributions-management',
    title: title('Contributions'),
    component: lazyPage(contributions, 'ContributionsManagementPage'),
    menu: { label: 'Contributions', order: 30, icon: CoinIcon, activeOn: ['contributions'] },
  },
  { path: PATHS.partnerContributions, name: 'contributions', title: title('Contributions Overview'), component: lazyPage(contributions, 'ContributionsOverviewPage') },
  passwordSettingsRoute,

  // Partner documents and resources (admin-and-partner §2.3 'resources').
  {
    path: PATHS.partnerResources,
    name: 'resources',
    title: title('Resources'),
    component: lazyPage(() => import('../../features/partner-documents/routes/resources-page'), 'ResourcesPage'),
    menu: { label: 'Resources', order: 50, icon: BookIcon },
  },

  // The partner's project updates.
  {
    path: PATHS.partnerProjectUpdates,
    name: 'project-updates-list',
    title: title('Project Updates'),
    component: lazyPage(() => import('../../features/project-updates/routes/partner-updates-page'), 'PartnerUpdatesPage'),
    menu: { label: 'Project Update', order: 40, icon: FileTextIcon, activeOn: ['project-update', 'updates'] },
  },
  {
    path: PATHS.partnerProjectUpdate,
    name: 'project-update',
    title: title('Project Update'),
    component: lazyPage(() => import('../../features/project-updates/routes/partner-update-page'), 'PartnerUpdatePage'),
  },
  { path: PATHS.partnerUpdates, name: 'updates', title: title('Project Updates'), component: lazyPage(() => import('../../features/project-updates/routes/updates-redirect'), 'UpdatesRedirect') },

  // The partner's own projects.
  {
    path: PATHS.partnerProjects,
    name: 'projects',
    title: title('Projects'),
    component: lazyPage(() => import('../../features/projects/routes/projects-list-page'), 'ProjectsListPage'),
    menu: { label: 'Projects', order: 20, icon: BriefcaseIcon, activeOn: ['projects.edit', 'projects.create'] },
  },
  { path: PATHS.partnerProjectCreate, name: 'projects.create', title: title('Create Project'), component: lazyPage(() => import('../../features/projects/routes/project-create-page'), 'ProjectCreatePage') },
  { path: PATHS.partnerProjectEdit, name: 'projects.edit', title: title('Edit Project'), component: lazyPage(() => import('../../features/projects/routes/project-edit-page'), 'ProjectEditPage') },
]);

import { BriefcaseIcon, CalendarIcon, FileTextIcon, GlobeIcon, HomeIcon, InboxIcon, PlusIcon, UsersIcon } from '../../components/ui/icons';
import { PATHS } from '../../lib/paths';
import { areaRoutes, lazyPage, title } from './define';
import { passwordSettingsRoute } from './shared';

const bundlePages = () => import('../../features/admin-projects/routes/bundle-pages');

/** The staff back-office, 'Admin System' (admin-and-partner §2.1, §2.2); menu groups follow ADMIN_MENU_GROUPS. */
export const adminRoutes = areaRoutes('admin', [
  {
    path: PATHS.root,
    name: 'home',
    component: lazyPage(() => import('../../features/admin/routes/admin-home'), 'AdminHome'),
    menu: { label: 'Home', group: 'Home', order: 0, icon: HomeIcon },
  },
  passwordSettingsRoute,

  // Staff manage partner users and their profiles (admin-and-partner §2.1 'Worthy-cause users and projects', §2.2 'WC & Projects').
  {
    path: PATHS.adminWcuCreate,
    name: 'admin.wcuuser.create',
    title: title('Create Partner'),
    component: lazyPage(() => import('../../features/partner-admin/routes/partner-create-page'), 'PartnerCreatePage'),
    menu: { label: 'Create partner', group: 'WC & Projects', order: 10, icon: PlusIcon },
  },
  {
    path: PATHS.adminWcuProfiles,
    name: 'admin.wcuuser.profiles',
    title: title('Partner Profiles'),
    component: lazyPage(() => import('../../features/partner-admin/routes/partner-profiles-page'), 'PartnerProfilesPage'),
    menu: { label: 'Partner profiles', group: 'WC & Projects', order: 20, icon: UsersIcon, activeOn: ['admin.wcuuser', 'admin.wcuuser.profiles.edit'] },
  },
  {
    path: PATHS.adminWcuUsers,
    name: 'admin.wcuuser',
    title: title('Partner Users'),
    component: lazyPage(() => import('../../features/partner-admin/routes/partner-users-page'), 'PartnerUsersPage'),
  },
  {
    path: PATHS.adminWcuProfileEdit,
    name: 'admin.wcuuser.profiles.edit',
    title: title('Partner Profile'),
    component: lazyPage(() => import('../../features/partner-admin/routes/partner-profile-edit-page'), 'PartnerProfileEditPage'),
  },

  // Moderation of project updates and the worthy causes people suggested (admin-and-partner §2.1).
  {
    path: PATHS.adminWcuProjectUpdates,
    name: 'admin.wcuuser.project.updates',
    title: title('Project Updates'),
    component: lazyPage(() => import('../../features/project-updates/routes/admin-updates-page'), 'AdminUpdatesPage'),
    menu: { label: 'Project updates', group: 'WC & Projects', order: 50, icon: FileTextIcon, activeOn: ['admin.wcuuser.project.updates.edit'] },
  },
  {
    path: PATHS.adminWcuProjectUpdateEdit,
    name: 'admin.wcuuser.project.updates.edit',
    title: title('Edit Project Update'),
    component: lazyPage(() => import('../../features/project-updates/routes/admin-update-edit-page'), 'AdminUpdateEditPage'),
  },
  {
    path: PATHS.adminWcuReferrals,
    name: 'admin.wcuuser.referrals',
    title: title('Suggested Causes'),
    component: lazyPage(() => import('../../features/referrals/routes/admin-referrals-page'), 'AdminReferralsPage'),
    menu: { label: 'Suggested causes', group: 'WC & Projects', order: 70, icon: InboxIcon },
  },

  // Staff review of every project, project and bundle forms for any partner, display conditions and the change log (§2.1, §2.2).
  {
    path: PATHS.adminWcuProjects,
    name: 'admin.wcuuser.projects',
    title: title('Projects'),
    component: lazyPage(() => import('../../features/admin-projects/routes/admin-projects-page'), 'AdminProjectsPage'),
    menu: {
      label: 'Projects',
      group: 'WC & Projects',
      order: 30,
      icon: BriefcaseIcon,
      activeOn: ['admin.wcuuser.projects.create', 'admin.wcuuser.projects.edit', 'admin.wcuuser.bundles.create', 'admin.wcuuser.bundles.edit'],
    },
  },
  {
    path: PATHS.adminWcuProjectCreate,
    name: 'admin.wcuuser.projects.create',
    title: title('Create Project'),
    component: lazyPage(() => import('../../features/admin-projects/routes/admin-project-create-page'), 'AdminProjectCreatePage'),
  },
  {
    path: PATHS.adminWcuProjectEdit,
    name: 'admin.wcuuser.projects.edit',
    title: title('Edit Project'),
    component: lazyPage(() => import('../../features/admin-projects/routes/admin-project-edit-page'), 'AdminProjectEditPage'),
  },
  { path: PATHS.adminWcuBundleCreate, name: 'admin.wcuuser.bundles.create', title: title('Create Bundle'), component: lazyPage(bundlePages, 'BundleCreatePage') },
  { path: PATHS.adminWcuBundleEdit, name: 'admin.wcuuser.bundles.edit', title: title('Edit Bundle'), component: lazyPage(bundlePages, 'BundleEditPage') },
  {
    path: PATHS.adminWcuDisplayConditions,
    name: 'admin.wcuuser.display_conditions',
    title: title('Display Conditions'),
    component: lazyPage(() => import('../../features/admin-projects/routes/display-conditions-page'), 'DisplayConditionsPage'),
    menu: { label: 'Display conditions', group: 'WC & Projects', order: 40, icon: GlobeIcon },
  },
  {
    path: PATHS.adminWcuChangelog,
    name: 'admin.wcuuser.project.changelog',
    title: title('Project Change Log'),
    component: lazyPage(() => import('../../features/admin-projects/routes/changelog-page'), 'ChangelogPage'),
    menu: { label: 'Project change log', group: 'WC & Projects', order: 60, icon: CalendarIcon },
  },

  // Reached from the admin header's quick search; no side-menu entry of its own (admin-and-partner §2.2).
  { path: PATHS.adminUserDisplay, name: 'users.display', title: title('User Details'), component: lazyPage(() => import('../../features/admin/routes/user-display-page'), 'UserDisplayPage') },
]);

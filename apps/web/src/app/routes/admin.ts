import { BellIcon, BriefcaseIcon, CalendarIcon, CardIcon, CoinIcon, FileTextIcon, FlagIcon, GiftIcon, GlobeIcon, HeartHandIcon, HomeIcon, InboxIcon, MailIcon, PlusIcon, StarIcon, UsersIcon } from '../../components/ui/icons';
import { PATHS } from '../../lib/paths';
import { areaRoutes, lazyPage, title } from './define';
import { passwordSettingsRoute } from './shared';
import { loadBundlePages, loadAdminProjectsPage, loadAdminProjectCreatePage, loadAdminProjectEditPage, loadDisplayConditionsPage, loadChangelogPage } from '../../features/projects';
import { loadPartnerCreatePage, loadPartnerProfilesPage, loadPartnerUsersPage, loadPartnerProfileEditPage, loadPartnerApplicationsPage } from '../../features/partner-admin';
import { loadAdminReferralsPage } from '../../features/referrals';
import { loadAdminPublicPagesPage } from '../../features/info';
import {
  loadAdminHiveFormPage,
  loadAdminHivesPage,
  loadAdminProgrammeFormPage,
  loadAdminProgrammesPage,
  loadAdminReferralCodeFormPage,
  loadAdminReferralCodesPage,
} from '../../features/refer';
import { loadMembershipPaymentCreatePage, loadMembershipPaymentPage, loadMembershipPaymentsPage } from '../../features/membership-admin';
import { loadBannerFormPage, loadBannersPage, loadBroadcastsPage, loadEventFormPage, loadEventsAdminPage, loadMilestoneEmailFormPage, loadMilestoneEmailsPage } from '../../features/communication';
import { loadGivingCreatePage, loadGivingDetailsPage, loadGivingListPage, loadRemittanceCreatePage, loadRemittancesPage, loadCreditsPage, loadRecurringPage, loadRecurringDetailPage } from '../../features/giving-admin';
import {
  loadAdditionalEngagementPage,
  loadExpiredTokensPage,
  loadImpactTokensPage,
  loadIssueEmployeeAccountsPage,
  loadIssueEngagementPage,
  loadIssueExternalTokenPage,
  loadRemoveEmployeeAccountsPage,
  loadRevokeExternalTokenPage,
  loadTeamAccountsAdminPage,
} from '../../features/accounts-admin';

// These features' index.ts also carries parts other screens share: the route table reaches it only on demand,
// so those parts stay out of the entry chunk; the index then loads the screen's own chunk.
const adminFeature = () => import('../../features/admin');
const projectUpdatesFeature = () => import('../../features/project-updates');

/** The staff back-office, 'Admin System'; menu groups follow ADMIN_MENU_GROUPS. */
export const adminRoutes = areaRoutes('admin', [
  {
    path: PATHS.root,
    name: 'home',
    component: lazyPage(() => adminFeature().then((feature) => feature.loadAdminHome()), 'AdminHome'),
    menu: { label: 'Home', group: 'Home', order: 0, icon: HomeIcon },
  },
  passwordSettingsRoute,
  {
    path: PATHS.adminPublicPages,
    name: 'admin.site-pages',
    title: title('Public Pages'),
    component: lazyPage(loadAdminPublicPagesPage, 'AdminPublicPagesPage'),
    menu: { label: 'Public pages', group: 'Communicare', order: 10, icon: FileTextIcon },
  },

  // Staff user management: the user list with the two filter dialogs, a user's account, and the audit log.
  {
    path: PATHS.adminUsers,
    name: 'users.listing',
    title: title('Users'),
    component: lazyPage(() => adminFeature().then((feature) => feature.loadUsersPage()), 'UsersPage'),
    menu: { label: 'Users', group: 'User Management', order: 0, icon: UsersIcon, activeOn: ['users.display', 'users.edit'] },
  },
  {
    path: PATHS.adminUsersCreate,
    name: 'users.form',
    title: title('Create User'),
    component: lazyPage(() => adminFeature().then((feature) => feature.loadUserCreatePage()), 'UserCreatePage'),
    menu: { label: 'Create user', group: 'User Management', order: 10, icon: PlusIcon, activeOn: ['users.create-new'] },
  },
  {
    path: PATHS.adminUsersCreateNew,
    name: 'users.create-new',
    title: title('Create User'),
    component: lazyPage(() => adminFeature().then((feature) => feature.loadUserCreatePage()), 'UserCreateNewPage'),
  },
  { path: PATHS.adminUserEdit, name: 'users.edit', title: title('Edit User'), component: lazyPage(() => adminFeature().then((feature) => feature.loadUserEditPage()), 'UserEditPage') },
  {
    path: PATHS.adminUsersUpgrade,
    name: 'users.upgrade',
    title: title('Upgrade Membership'),
    component: lazyPage(() => adminFeature().then((feature) => feature.loadUserUpgradePage()), 'UserUpgradePage'),
    menu: { label: 'Upgrade membership', group: 'User Management', order: 20, icon: StarIcon },
  },
  {
    path: PATHS.adminAuditLog,
    name: 'admin.audit-log',
    title: title('Audit Log'),
    component: lazyPage(() => adminFeature().then((feature) => feature.loadAuditLogPage()), 'AuditLogPage'),
    menu: { label: 'Audit log', group: 'User Management', order: 90, icon: FileTextIcon },
  },

  // Hives, referral codes and referrals for good (User Management).
  {
    path: PATHS.adminHives,
    name: 'hives.listing',
    title: title('Hives'),
    component: lazyPage(loadAdminHivesPage, 'AdminHivesPage'),
    menu: { label: 'Hives', group: 'User Management', order: 60, icon: UsersIcon, activeOn: ['hives.create', 'hives.edit'] },
  },
  { path: PATHS.adminHiveCreate, name: 'hives.create', title: title('Create Hive'), component: lazyPage(loadAdminHiveFormPage, 'AdminHiveFormPage') },
  { path: PATHS.adminHiveEdit, name: 'hives.edit', title: title('Edit Hive'), component: lazyPage(loadAdminHiveFormPage, 'AdminHiveFormPage') },
  {
    path: PATHS.adminReferralCodes,
    name: 'referral-codes',
    title: title('Referral Codes'),
    component: lazyPage(loadAdminReferralCodesPage, 'AdminReferralCodesPage'),
    menu: { label: 'Referral codes', group: 'User Management', order: 30, icon: GiftIcon, activeOn: ['referral-codes.create', 'referral-codes.edit'] },
  },
  { path: PATHS.adminReferralCodeCreate, name: 'referral-codes.create', title: title('Create Referral Code'), component: lazyPage(loadAdminReferralCodeFormPage, 'AdminReferralCodeFormPage') },
  { path: PATHS.adminReferralCodeEdit, name: 'referral-codes.edit', title: title('Edit Referral Code'), component: lazyPage(loadAdminReferralCodeFormPage, 'AdminReferralCodeFormPage') },
  {
    path: PATHS.adminReferralsForGood,
    name: 'admin.referral.referrals-for-good',
    title: title('Referrals for Good'),
    component: lazyPage(loadAdminProgrammesPage, 'AdminProgrammesPage'),
    menu: { label: 'Referrals for good', group: 'User Management', order: 40, icon: HeartHandIcon, activeOn: ['admin.referral.referrals-for-good.create', 'admin.referral.referrals-for-good.edit'] },
  },
  { path: PATHS.adminReferralsForGoodCreate, name: 'admin.referral.referrals-for-good.create', title: title('Create Referral Programme'), component: lazyPage(loadAdminProgrammeFormPage, 'AdminProgrammeFormPage') },
  { path: PATHS.adminReferralsForGoodEdit, name: 'admin.referral.referrals-for-good.edit', title: title('Edit Referral Programme'), component: lazyPage(loadAdminProgrammeFormPage, 'AdminProgrammeFormPage') },

  // Staff manage partner users and their profiles (the staff 'WC & Projects' menu, under /admin/wcuuser).
  {
    path: PATHS.adminWcuApplications,
    name: 'admin.wcuuser.applications',
    title: title('Partner Applications'),
    component: lazyPage(loadPartnerApplicationsPage, 'PartnerApplicationsPage'),
    menu: { label: 'Partner applications', group: 'WC & Projects', order: 5, icon: InboxIcon },
  },
  {
    path: PATHS.adminWcuCreate,
    name: 'admin.wcuuser.create',
    title: title('Create Partner'),
    component: lazyPage(loadPartnerCreatePage, 'PartnerCreatePage'),
    menu: { label: 'Create partner', group: 'WC & Projects', order: 10, icon: PlusIcon },
  },
  {
    path: PATHS.adminWcuProfiles,
    name: 'admin.wcuuser.profiles',
    title: title('Partner Profiles'),
    component: lazyPage(loadPartnerProfilesPage, 'PartnerProfilesPage'),
    menu: { label: 'Partner profiles', group: 'WC & Projects', order: 20, icon: UsersIcon, activeOn: ['admin.wcuuser', 'admin.wcuuser.profiles.edit'] },
  },
  {
    path: PATHS.adminWcuUsers,
    name: 'admin.wcuuser',
    title: title('Partner Users'),
    component: lazyPage(loadPartnerUsersPage, 'PartnerUsersPage'),
  },
  {
    path: PATHS.adminWcuProfileEdit,
    name: 'admin.wcuuser.profiles.edit',
    title: title('Partner Profile'),
    component: lazyPage(loadPartnerProfileEditPage, 'PartnerProfileEditPage'),
  },

  // Moderation of project updates and the worthy causes people suggested.
  {
    path: PATHS.adminWcuProjectUpdates,
    name: 'admin.wcuuser.project.updates',
    title: title('Project Updates'),
    component: lazyPage(() => projectUpdatesFeature().then((feature) => feature.loadAdminUpdatesPage()), 'AdminUpdatesPage'),
    menu: { label: 'Project updates', group: 'WC & Projects', order: 50, icon: FileTextIcon, activeOn: ['admin.wcuuser.project.updates.edit'] },
  },
  {
    path: PATHS.adminWcuProjectUpdateEdit,
    name: 'admin.wcuuser.project.updates.edit',
    title: title('Edit Project Update'),
    component: lazyPage(() => projectUpdatesFeature().then((feature) => feature.loadAdminUpdateEditPage()), 'AdminUpdateEditPage'),
  },
  {
    path: PATHS.adminWcuReferrals,
    name: 'admin.wcuuser.referrals',
    title: title('Suggested Causes'),
    component: lazyPage(loadAdminReferralsPage, 'AdminReferralsPage'),
    menu: { label: 'Suggested causes', group: 'WC & Projects', order: 70, icon: InboxIcon },
  },

  // Staff review of every project, project and bundle forms for any partner, display conditions and the change log.
  {
    path: PATHS.adminWcuProjects,
    name: 'admin.wcuuser.projects',
    title: title('Projects'),
    component: lazyPage(loadAdminProjectsPage, 'AdminProjectsPage'),
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
    component: lazyPage(loadAdminProjectCreatePage, 'AdminProjectCreatePage'),
  },
  {
    path: PATHS.adminWcuProjectEdit,
    name: 'admin.wcuuser.projects.edit',
    title: title('Edit Project'),
    component: lazyPage(loadAdminProjectEditPage, 'AdminProjectEditPage'),
  },
  { path: PATHS.adminWcuBundleCreate, name: 'admin.wcuuser.bundles.create', title: title('Create Bundle'), component: lazyPage(loadBundlePages, 'BundleCreatePage') },
  { path: PATHS.adminWcuBundleEdit, name: 'admin.wcuuser.bundles.edit', title: title('Edit Bundle'), component: lazyPage(loadBundlePages, 'BundleEditPage') },
  {
    path: PATHS.adminWcuDisplayConditions,
    name: 'admin.wcuuser.display_conditions',
    title: title('Display Conditions'),
    component: lazyPage(loadDisplayConditionsPage, 'DisplayConditionsPage'),
    menu: { label: 'Display conditions', group: 'WC & Projects', order: 40, icon: GlobeIcon },
  },
  {
    path: PATHS.adminWcuChangelog,
    name: 'admin.wcuuser.project.changelog',
    title: title('Project Change Log'),
    component: lazyPage(loadChangelogPage, 'ChangelogPage'),
    menu: { label: 'Project change log', group: 'WC & Projects', order: 60, icon: CalendarIcon },
  },

  // Communicare: header banners, and the other ways staff reach members.
  {
    path: PATHS.adminBroadcasts,
    name: 'broadcast.notifications',
    title: title('Broadcast Notifications'),
    component: lazyPage(loadBroadcastsPage, 'BroadcastsPage'),
    menu: { label: 'Broadcast notifications', group: 'User Management', order: 90, icon: BellIcon },
  },
  {
    path: PATHS.adminBanners,
    name: 'admin.banners',
    title: title('Banners'),
    component: lazyPage(loadBannersPage, 'BannersPage'),
    menu: { label: 'Banners', group: 'Communicare', order: 20, icon: FlagIcon, activeOn: ['admin.banners.add', 'admin.banners.edit'] },
  },
  { path: PATHS.adminBannerAdd, name: 'admin.banners.add', title: title('Add Banner'), component: lazyPage(loadBannerFormPage, 'BannerFormPage') },
  { path: PATHS.adminBannerEdit, name: 'admin.banners.edit', title: title('Edit Banner'), component: lazyPage(loadBannerFormPage, 'BannerFormPage') },
  {
    path: PATHS.adminEvents,
    name: 'admin.events.listing',
    title: title('Events'),
    component: lazyPage(loadEventsAdminPage, 'EventsAdminPage'),
    menu: { label: 'Events', group: 'Communicare', order: 30, icon: CalendarIcon, activeOn: ['admin.events.create', 'admin.events.edit'] },
  },
  { path: PATHS.adminEventCreate, name: 'admin.events.create', title: title('Create Event'), component: lazyPage(loadEventFormPage, 'EventFormPage') },
  { path: PATHS.adminEventEdit, name: 'admin.events.edit', title: title('Edit Event'), component: lazyPage(loadEventFormPage, 'EventFormPage') },
  {
    path: PATHS.adminEmails,
    name: 'admin.emails.list',
    title: title('Milestone E-mails'),
    component: lazyPage(loadMilestoneEmailsPage, 'MilestoneEmailsPage'),
    menu: { label: 'Milestone e-mails', group: 'Communicare', order: 25, icon: MailIcon, activeOn: ['admin.emails.create', 'admin.emails.edit'] },
  },
  { path: PATHS.adminEmailCreate, name: 'admin.emails.create', title: title('Create Milestone E-mail'), component: lazyPage(loadMilestoneEmailFormPage, 'MilestoneEmailFormPage') },
  { path: PATHS.adminEmailEdit, name: 'admin.emails.edit', title: title('Edit Milestone E-mail'), component: lazyPage(loadMilestoneEmailFormPage, 'MilestoneEmailFormPage') },
  // User Management: membership payments, and manual ones staff record (for any company, or for one: /add/{company_id}).
  {
    path: PATHS.adminMembershipPayments,
    name: 'membership-payments',
    title: title('Membership Payments'),
    component: lazyPage(loadMembershipPaymentsPage, 'MembershipPaymentsPage'),
    menu: { label: 'Membership payments', group: 'User Management', order: 40, icon: CardIcon, activeOn: ['membership-payments.filter', 'membership-payments.display', 'membership-payments.edit', 'membership-payments.create', 'membership-payments.add'] },
  },
  { path: PATHS.adminMembershipPaymentsFilter, name: 'membership-payments.filter', title: title('Membership Payments'), component: lazyPage(loadMembershipPaymentsPage, 'MembershipPaymentsPage') },
  { path: PATHS.adminMembershipPaymentDisplay, name: 'membership-payments.display', title: title('Membership Payment'), component: lazyPage(loadMembershipPaymentPage, 'MembershipPaymentPage') },
  { path: PATHS.adminMembershipPaymentEdit, name: 'membership-payments.edit', title: title('Correct Membership Payment'), component: lazyPage(loadMembershipPaymentPage, 'MembershipPaymentPage') },
  { path: PATHS.adminMembershipPaymentCreate, name: 'membership-payments.create', title: title('Record Membership Payment'), component: lazyPage(loadMembershipPaymentCreatePage, 'MembershipPaymentCreatePage') },
  { path: PATHS.adminMembershipPaymentAdd, name: 'membership-payments.add', title: title('Record Membership Payment'), component: lazyPage(loadMembershipPaymentCreatePage, 'MembershipPaymentCreatePage') },

  // Giving Management: every giving, offline giving recorded by staff.
  {
    path: PATHS.adminGiving,
    name: 'admin.giving.listing',
    title: title('Giving'),
    component: lazyPage(loadGivingListPage, 'GivingListPage'),
    menu: { label: 'Giving', group: 'Giving Management', order: 30, icon: CoinIcon, activeOn: ['admin.giving.details'] },
  },
  { path: PATHS.adminGivingDetails, name: 'admin.giving.details', title: title('Giving Details'), component: lazyPage(loadGivingDetailsPage, 'GivingDetailsPage') },
  {
    path: PATHS.adminGivingCreate,
    name: 'admin.giving.create',
    title: title('Record Offline Giving'),
    component: lazyPage(loadGivingCreatePage, 'GivingCreatePage'),
    menu: { label: 'Record offline giving', group: 'Giving Management', order: 40, icon: PlusIcon },
  },
  {
    path: PATHS.adminRemittances,
    name: 'admin.giving.remittance',
    title: title('Remittances'),
    component: lazyPage(loadRemittancesPage, 'RemittancesPage'),
    menu: { label: 'Remittances', group: 'Giving Management', order: 60, icon: FileTextIcon },
  },
  {
    path: PATHS.adminRemittanceCreate,
    name: 'admin.giving.remittance.create',
    title: title('Create Remittance'),
    component: lazyPage(loadRemittanceCreatePage, 'RemittanceCreatePage'),
    menu: { label: 'Create remittance', group: 'Giving Management', order: 70, icon: PlusIcon },
  },
  {
    path: PATHS.adminCredits,
    name: 'admin.giving.credits',
    title: title('Giving Credits'),
    component: lazyPage(loadCreditsPage, 'CreditsPage'),
    menu: { label: 'Giving credits', group: 'Giving Management', order: 50, icon: GiftIcon, activeOn: ['admin.giving.credits.create'] },
  },
  { path: PATHS.adminCreditCreate, name: 'admin.giving.credits.create', title: title('Grant Giving Credit'), component: lazyPage(loadCreditsPage, 'CreditsPage') },
  {
    path: PATHS.adminRecurring,
    name: 'admin.giving.recurring.listing',
    title: title('Recurring Giving'),
    component: lazyPage(loadRecurringPage, 'RecurringPage'),
    menu: { label: 'Recurring giving', group: 'Giving Management', order: 45, icon: CalendarIcon, activeOn: ['admin.giving.recurring.detail'] },
  },
  { path: PATHS.adminRecurringDetail, name: 'admin.giving.recurring.detail', title: title('Recurring Giving Details'), component: lazyPage(loadRecurringDetailPage, 'RecurringDetailPage') },

  // Tokens and accounts (admin-and-partner.md §2.1, §2.2): team accounts and additional engagement under User
  // Management, the token ledger and expired tokens under Giving Management; the {id} screens are of one company.
  {
    path: PATHS.adminTeamAccounts,
    name: 'admin.employee.account',
    title: title('Team Accounts'),
    component: lazyPage(loadTeamAccountsAdminPage, 'TeamAccountsAdminPage'),
    menu: { label: 'Team accounts', group: 'User Management', order: 70, icon: UsersIcon, activeOn: ['admin.employee.issue', 'admin.employee.remove'] },
  },
  { path: PATHS.adminIssueEmployeeAccounts, name: 'admin.employee.issue', title: title('Issue Employee Accounts'), component: lazyPage(loadIssueEmployeeAccountsPage, 'IssueEmployeeAccountsPage') },
  { path: PATHS.adminRemoveEmployeeAccounts, name: 'admin.employee.remove', title: title('Remove Employee Accounts'), component: lazyPage(loadRemoveEmployeeAccountsPage, 'RemoveEmployeeAccountsPage') },
  {
    path: PATHS.adminAdditionalEngagement,
    name: 'admin.additional.account',
    title: title('Additional Engagement'),
    component: lazyPage(loadAdditionalEngagementPage, 'AdditionalEngagementPage'),
    menu: { label: 'Additional engagement', group: 'User Management', order: 80, icon: HeartHandIcon, activeOn: ['admin.additional.issue'] },
  },
  { path: PATHS.adminIssueAdditionalEngagement, name: 'admin.additional.issue', title: title('Additional Engagement'), component: lazyPage(loadIssueEngagementPage, 'IssueEngagementPage') },
  {
    path: PATHS.adminImpactTokens,
    name: 'admin.impact.token',
    title: title('Impact Tokens'),
    component: lazyPage(loadImpactTokensPage, 'ImpactTokensPage'),
    menu: { label: 'Impact tokens', group: 'Giving Management', order: 10, icon: CoinIcon, activeOn: ['admin.external.issue', 'admin.external.revoke'] },
  },
  { path: PATHS.adminIssueExternalToken, name: 'admin.external.issue', title: title('Issue External Token'), component: lazyPage(loadIssueExternalTokenPage, 'IssueExternalTokenPage') },
  { path: PATHS.adminRevokeExternalToken, name: 'admin.external.revoke', title: title('Revoke External Token'), component: lazyPage(loadRevokeExternalTokenPage, 'RevokeExternalTokenPage') },
  {
    path: PATHS.adminExpiredTokens,
    name: 'admin.impact.expired.tokens',
    title: title('Expired Tokens'),
    component: lazyPage(loadExpiredTokensPage, 'ExpiredTokensPage'),
    menu: { label: 'Expired tokens', group: 'Giving Management', order: 20, icon: CalendarIcon },
  },

  // Reached from the admin header's quick search; no side-menu entry of its own.
  { path: PATHS.adminUserDisplay, name: 'users.display', title: title('User Details'), component: lazyPage(() => adminFeature().then((feature) => feature.loadUserDisplayPage()), 'UserDisplayPage') },
]);

import { lazy } from 'react';
import { PRODUCT_NAME } from '@goodhive/contract';
import { BookIcon, BriefcaseIcon, CalendarIcon, CheckCircleIcon, CoinIcon, DotsGridIcon, FileTextIcon, GlobeIcon, HeartHandIcon, HomeIcon, InboxIcon, PlusIcon, ShieldIcon, SparkIcon, UserIcon, UsersIcon } from '../components/ui/icons';
import { LoginPage } from '../features/auth/routes/login-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import type { RouteEntry } from './route-types';
import { PATHS } from '../lib/paths';

/*
 * Screens load per area, so a visitor never downloads the admin back-office. Sign-in and not-found
 * stay in the entry bundle: they are the first screens most visitors see.
 */
const BusinessHome = lazy(() => import('../features/business/routes/business-home').then((m) => ({ default: m.BusinessHome })));
const BusinessRoot = lazy(() => import('../features/business/routes/business-root').then((m) => ({ default: m.BusinessRoot })));
const ImpactHistoryPage = lazy(() => import('../features/impact/routes/impact-history-page').then((m) => ({ default: m.ImpactHistoryPage })));
const AdminHome = lazy(() => import('../features/admin/routes/admin-home').then((m) => ({ default: m.AdminHome })));
const PartnerHome = lazy(() => import('../features/partner/routes/partner-home').then((m) => ({ default: m.PartnerHome })));
const info = () => import('../features/info/routes/info-pages');
const AboutPage = lazy(() => info().then((m) => ({ default: m.AboutPage })));
const HowItWorksPage = lazy(() => info().then((m) => ({ default: m.HowItWorksPage })));
const CommunityPage = lazy(() => info().then((m) => ({ default: m.CommunityPage })));
const MembersPage = lazy(() => info().then((m) => ({ default: m.MembersPage })));
const BlogPage = lazy(() => info().then((m) => ({ default: m.BlogPage })));
const HelpPage = lazy(() => info().then((m) => ({ default: m.HelpPage })));
const TermsPage = lazy(() => info().then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => info().then((m) => ({ default: m.PrivacyPage })));
const CausesPage = lazy(() => import('../features/info/routes/causes-page').then((m) => ({ default: m.CausesPage })));
const TrialRegistrationPage = lazy(() =>
  import('../features/trial/routes/trial-registration-page').then((m) => ({ default: m.TrialRegistrationPage })),
);
const ResetPasswordPage = lazy(() => import('../features/auth/routes/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const VerifyEmailPage = lazy(() => import('../features/auth/routes/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })));
const ChangePasswordPage = lazy(() => import('../features/auth/routes/change-password-page').then((m) => ({ default: m.ChangePasswordPage })));
const GivingWidgetPage = lazy(() => import('../features/widgets/routes/giving-widget-page').then((m) => ({ default: m.GivingWidgetPage })));
const certificates = () => import('../features/certificates/routes/gratitude-certificate-page');
const GratitudeCertificatePage = lazy(() => certificates().then((m) => ({ default: m.GratitudeCertificatePage })));
const CertificateVerifyPage = lazy(() =>
  import('../features/certificates/routes/certificate-verify-page').then((m) => ({ default: m.CertificateVerifyPage })),
);
const PartnershipPage = lazy(() => import('../features/partnership/routes/partnership-page').then((m) => ({ default: m.PartnershipPage })));
const profiles = () => import('../features/profiles/routes/profile-page');
const BusinessProfilePage = lazy(() => profiles().then((m) => ({ default: m.BusinessProfilePage })));
const PersonalProfilePage = lazy(() => profiles().then((m) => ({ default: m.PersonalProfilePage })));
const BusinessListingPage = lazy(() =>
  import('../features/profiles/routes/business-listing-page').then((m) => ({ default: m.BusinessListingPage })),
);
const PartnerProfilePage = lazy(() => import('../features/partner/routes/partner-profile-page').then((m) => ({ default: m.PartnerProfilePage })));
const partnerContributions = () => import('../features/partner-contributions/routes/contributions-pages');
const ContributionsOverviewPage = lazy(() => partnerContributions().then((m) => ({ default: m.ContributionsOverviewPage })));
const ContributionsManagementPage = lazy(() => partnerContributions().then((m) => ({ default: m.ContributionsManagementPage })));
const ResourcesPage = lazy(() => import('../features/partner-documents/routes/resources-page').then((m) => ({ default: m.ResourcesPage })));
const PartnerCreatePage = lazy(() => import('../features/partner-admin/routes/partner-create-page').then((m) => ({ default: m.PartnerCreatePage })));
const PartnerUsersPage = lazy(() => import('../features/partner-admin/routes/partner-users-page').then((m) => ({ default: m.PartnerUsersPage })));
const PartnerProfilesPage = lazy(() => import('../features/partner-admin/routes/partner-profiles-page').then((m) => ({ default: m.PartnerProfilesPage })));
const PartnerProfileEditPage = lazy(() =>
  import('../features/partner-admin/routes/partner-profile-edit-page').then((m) => ({ default: m.PartnerProfileEditPage })),
);
const UserDisplayPage = lazy(() => import('../features/admin/routes/user-display-page').then((m) => ({ default: m.UserDisplayPage })));
const ViewAllProjectsPage = lazy(() =>
  import('../features/catalogue/routes/view-all-projects-page').then((m) => ({ default: m.ViewAllProjectsPage })),
);
const projectDetail = () => import('../features/catalogue/routes/project-detail-page');
const ProjectDetailPage = lazy(() => projectDetail().then((m) => ({ default: m.ProjectDetailPage })));
const BundleDetailPage = lazy(() => projectDetail().then((m) => ({ default: m.BundleDetailPage })));
const GivingCartPage = lazy(() => import('../features/cart/routes/giving-cart-page').then((m) => ({ default: m.GivingCartPage })));
const SharedCartPage = lazy(() => import('../features/cart/routes/shared-cart-page').then((m) => ({ default: m.SharedCartPage })));
const PaymentRedirectPage = lazy(() =>
  import('../features/checkout/routes/payment-redirect-page').then((m) => ({ default: m.PaymentRedirectPage })),
);
const PaymentSuccessPage = lazy(() => import('../features/checkout/routes/payment-success-page').then((m) => ({ default: m.PaymentSuccessPage })));
const paymentUnfinished = () => import('../features/checkout/routes/payment-unfinished-pages');
const PaymentFailedPage = lazy(() => paymentUnfinished().then((m) => ({ default: m.PaymentFailedPage })));
const PaymentCancelledPage = lazy(() => paymentUnfinished().then((m) => ({ default: m.PaymentCancelledPage })));

const PartnerUpdatesPage = lazy(() => import('../features/project-updates/routes/partner-updates-page').then((m) => ({ default: m.PartnerUpdatesPage })));
const PartnerUpdatePage = lazy(() => import('../features/project-updates/routes/partner-update-page').then((m) => ({ default: m.PartnerUpdatePage })));
const UpdatesRedirect = lazy(() => import('../features/project-updates/routes/updates-redirect').then((m) => ({ default: m.UpdatesRedirect })));
const UpdatesFeedPage = lazy(() => import('../features/project-updates/routes/updates-feed-page').then((m) => ({ default: m.UpdatesFeedPage })));
const UpdateDetailsPage = lazy(() => import('../features/project-updates/routes/update-details-page').then((m) => ({ default: m.UpdateDetailsPage })));
const AdminUpdatesPage = lazy(() => import('../features/project-updates/routes/admin-updates-page').then((m) => ({ default: m.AdminUpdatesPage })));
const AdminUpdateEditPage = lazy(() => import('../features/project-updates/routes/admin-update-edit-page').then((m) => ({ default: m.AdminUpdateEditPage })));
const WcuPartnerPage = lazy(() => import('../features/partner-pages/routes/wcu-partner-page').then((m) => ({ default: m.WcuPartnerPage })));
const ReferAProjectPage = lazy(() => import('../features/referrals/routes/refer-a-project-page').then((m) => ({ default: m.ReferAProjectPage })));
const AdminReferralsPage = lazy(() => import('../features/referrals/routes/admin-referrals-page').then((m) => ({ default: m.AdminReferralsPage })));

const ProjectsListPage = lazy(() => import('../features/projects/routes/projects-list-page').then((m) => ({ default: m.ProjectsListPage })));
const ProjectCreatePage = lazy(() => import('../features/projects/routes/project-create-page').then((m) => ({ default: m.ProjectCreatePage })));
const ProjectEditPage = lazy(() => import('../features/projects/routes/project-edit-page').then((m) => ({ default: m.ProjectEditPage })));
const AdminProjectsPage = lazy(() => import('../features/admin-projects/routes/admin-projects-page').then((m) => ({ default: m.AdminProjectsPage })));
const AdminProjectCreatePage = lazy(() =>
  import('../features/admin-projects/routes/admin-project-create-page').then((m) => ({ default: m.AdminProjectCreatePage })),
);
const AdminProjectEditPage = lazy(() => import('../features/admin-projects/routes/admin-project-edit-page').then((m) => ({ default: m.AdminProjectEditPage })));
const bundlePages = () => import('../features/admin-projects/routes/bundle-pages');
const BundleCreatePage = lazy(() => bundlePages().then((m) => ({ default: m.BundleCreatePage })));
const BundleEditPage = lazy(() => bundlePages().then((m) => ({ default: m.BundleEditPage })));
const DisplayConditionsPage = lazy(() =>
  import('../features/admin-projects/routes/display-conditions-page').then((m) => ({ default: m.DisplayConditionsPage })),
);
const ChangelogPage = lazy(() => import('../features/admin-projects/routes/changelog-page').then((m) => ({ default: m.ChangelogPage })));

const title = (text: string) => `${PRODUCT_NAME} - ${text}`;

/**
 * The one route table. Each screen declares its path, the specification's route name, its area and,
 * once it works, its side-menu entry; the router and the three side menus are generated from it.
 * Business menu orders follow the table of business-and-public §2 (Dashboard 10, Home 20, ...).
 */
export const routes: readonly RouteEntry[] = [
  // The site root shows a different screen per area (admin-and-partner §2).
  { path: PATHS.root, name: 'home', area: 'business', component: BusinessRoot, menu: { label: 'Dashboard', order: 10, icon: DotsGridIcon } },
  { path: PATHS.root, name: 'home', area: 'admin', component: AdminHome, menu: { label: 'Home', group: 'Home', order: 0, icon: HomeIcon } },
  { path: PATHS.root, name: 'home', area: 'partner', component: PartnerHome, menu: { label: 'Home', order: 0, icon: HomeIcon } },
  { path: PATHS.partnerProfile, name: 'profile', area: 'partner', title: title('Profile'), component: PartnerProfilePage, menu: { label: 'Profile', order: 10, icon: UserIcon } },
  {
    path: PATHS.partnerContributionsManagement,
    name: 'contributions-management',
    area: 'partner',
    title: title('Contributions'),
    component: ContributionsManagementPage,
    menu: { label: 'Contributions', order: 30, icon: CoinIcon, activeOn: ['contributions'] },
  },
  { path: PATHS.partnerContributions, name: 'contributions', area: 'partner', title: title('Contributions Overview'), component: ContributionsOverviewPage },
  { path: PATHS.impact, name: 'impact', area: 'business', component: BusinessHome, menu: { label: 'Home', order: 20, icon: HomeIcon } },
  {
    path: PATHS.impactHistory,
    name: 'impact.history',
    area: 'business',
    title: title('View Impact History'),
    component: ImpactHistoryPage,
    menu: { label: 'View Impact History', order: 60, icon: CalendarIcon },
  },

  { path: PATHS.login, name: 'login', area: 'public', component: LoginPage },
  // The e-mailed links open for everyone, signed in or not (business-and-public §2).
  { path: PATHS.forgotPassword, name: 'forgot-password', area: 'public', title: title('Update Password'), component: ResetPasswordPage },
  { path: PATHS.verifyEmail, name: 'verify-email', area: 'public', title: title('Verify Email'), component: VerifyEmailPage },
  // The trial sign-up has its own frame (shell-rules STANDALONE_ROUTE_NAMES); members see it disabled.
  { path: PATHS.join, name: 'trial-registration', area: 'public', title: title('Start Your Free Trial'), component: TrialRegistrationPage },

  // The catalogue and shared carts have public names, so visitors may browse them too (business-and-public §2).
  {
    path: PATHS.viewAllProjects,
    name: 'view-all-projects',
    area: 'business',
    title: title('Explore Project List'),
    component: ViewAllProjectsPage,
    menu: { label: 'Explore Project List', order: 30, icon: GlobeIcon },
  },
  { path: PATHS.projectDetail, name: 'projectdetail', area: 'business', title: title('Project Details'), component: ProjectDetailPage },
  { path: PATHS.bundleDetail, name: 'bundledetail', area: 'business', title: title('Bundle Details'), component: BundleDetailPage },
  { path: PATHS.givingCart, name: 'giving-cart', area: 'business', title: title('Giving Cart'), component: GivingCartPage },
  { path: PATHS.sharedCart, name: 'public_cart', area: 'business', title: title('Shared Giving Cart'), component: SharedCartPage },
  // Paying a checkout: 'payment-redirect' counts as public (the payment token opens it) and has no header or
  // footer; the provider's return pages belong to the signed-in giver.
  { path: PATHS.paymentRedirect, name: 'payment-redirect', area: 'business', title: title('Secure Checkout'), component: PaymentRedirectPage },
  { path: PATHS.paymentSuccess, name: 'payment-success', area: 'business', title: title('Thank You for Your Giving'), component: PaymentSuccessPage },
  { path: PATHS.paymentFailed, name: 'payment-failed', area: 'business', title: title('Payment Not Completed'), component: PaymentFailedPage },
  { path: PATHS.paymentCancelled, name: 'payment-cancelled', area: 'business', title: title('Payment Cancelled'), component: PaymentCancelledPage },

  {
    path: PATHS.givingWidget,
    name: 'giving-widget',
    area: 'business',
    title: title('Embed Impact Widgets'),
    component: GivingWidgetPage,
    menu: { label: 'Embed Impact Widgets', order: 70, icon: SparkIcon },
  },
  {
    path: PATHS.gratitudeCertificate,
    name: 'gratitude-certificate',
    area: 'business',
    title: title('Gratitude Certificate'),
    component: GratitudeCertificatePage,
    menu: { label: 'Gratitude certificate', order: 110, icon: CheckCircleIcon },
  },
  {
    path: PATHS.impactPartnership,
    name: 'impact-partnership',
    area: 'business',
    title: title('Partnership Status'),
    component: PartnershipPage,
    menu: {
      label: 'Partnership status',
      order: 160,
      icon: ShieldIcon,
      activeOn: ['impact-partnership-b'],
      pathFor: (user) => (user.companydata?.latest_impact_partner_level ? PATHS.impactPartnershipLevel : PATHS.impactPartnership),
    },
  },
  { path: PATHS.impactPartnershipLevel, name: 'impact-partnership-b', area: 'business', title: title('Partnership Status'), component: PartnershipPage },
  // Profiles and the listing have public names: visitors see them under the public header.
  {
    path: PATHS.businessListing,
    name: 'business-listing',
    area: 'business',
    title: title('Business Listing'),
    component: BusinessListingPage,
    menu: { label: 'Business listing', order: 150, icon: BriefcaseIcon },
  },
  { path: PATHS.businessProfile, name: 'business-profile', area: 'business', title: title('Business Impact Profile'), component: BusinessProfilePage },
  { path: PATHS.personalProfile, name: 'personal-account-profile', area: 'business', title: title('Impact Profile'), component: PersonalProfilePage },
  // Anyone may check a certificate: the name contains 'public'.
  { path: PATHS.certificateVerify, name: 'public.certificate-verify', area: 'public', title: title('Certificate Check'), component: CertificateVerifyPage },

  // Signed-in password change: business company and personal accounts; admins and partners reach it from the verification link.
  { path: PATHS.passwordSettings, name: 'reset-password', area: 'business', title: title('Login & Password Settings'), component: ChangePasswordPage },
  { path: PATHS.passwordSettings, name: 'reset-password', area: 'admin', title: title('Login & Password Settings'), component: ChangePasswordPage },
  { path: PATHS.passwordSettings, name: 'reset-password', area: 'partner', title: title('Login & Password Settings'), component: ChangePasswordPage },
  {
    path: PATHS.personalPasswordSettings,
    name: 'business.personal.reset-password',
    area: 'business',
    title: title('Login & Password Settings'),
    component: ChangePasswordPage,
  },

  // Partner documents and resources (admin-and-partner §2.3 'resources').
  { path: PATHS.partnerResources, name: 'resources', area: 'partner', title: title('Resources'), component: ResourcesPage, menu: { label: 'Resources', order: 50, icon: BookIcon } },
  // Staff manage partner users and their profiles (admin-and-partner §2.1 'Worthy-cause users and projects', §2.2 'WC & Projects').
  {
    path: PATHS.adminWcuCreate,
    name: 'admin.wcuuser.create',
    area: 'admin',
    title: title('Create Partner'),
    component: PartnerCreatePage,
    menu: { label: 'Create partner', group: 'WC & Projects', order: 10, icon: PlusIcon },
  },
  {
    path: PATHS.adminWcuProfiles,
    name: 'admin.wcuuser.profiles',
    area: 'admin',
    title: title('Partner Profiles'),
    component: PartnerProfilesPage,
    menu: { label: 'Partner profiles', group: 'WC & Projects', order: 20, icon: UsersIcon, activeOn: ['admin.wcuuser', 'admin.wcuuser.profiles.edit'] },
  },
  { path: PATHS.adminWcuUsers, name: 'admin.wcuuser', area: 'admin', title: title('Partner Users'), component: PartnerUsersPage },
  { path: PATHS.adminWcuProfileEdit, name: 'admin.wcuuser.profiles.edit', area: 'admin', title: title('Partner Profile'), component: PartnerProfileEditPage },

  // Project updates: the partner's posts, givers' feed of what they funded, staff moderation; partners' public
  // pages and suggested worthy causes (admin-and-partner §2.1, §2.3, §2.4; business-and-public §2).
  {
    path: PATHS.partnerProjectUpdates,
    name: 'project-updates-list',
    area: 'partner',
    title: title('Project Updates'),
    component: PartnerUpdatesPage,
    menu: { label: 'Project Update', order: 40, icon: FileTextIcon, activeOn: ['project-update', 'updates'] },
  },
  { path: PATHS.partnerProjectUpdate, name: 'project-update', area: 'partner', title: title('Project Update'), component: PartnerUpdatePage },
  { path: PATHS.partnerUpdates, name: 'updates', area: 'partner', title: title('Project Updates'), component: UpdatesRedirect },
  {
    path: PATHS.projectUpdatesList,
    name: 'project-updates.list',
    area: 'business',
    title: title('Follow Your Impact Updates'),
    component: UpdatesFeedPage,
    menu: { label: 'Follow Your Impact Updates', order: 80, icon: HeartHandIcon, activeOn: ['project-updates.details'] },
  },
  { path: PATHS.projectUpdateDetails, name: 'project-updates.details', area: 'business', title: title('Impact Update'), component: UpdateDetailsPage },
  { path: PATHS.wcuPartner, name: 'wcu_partner', area: 'business', title: title('Worthy Cause'), component: WcuPartnerPage },
  { path: PATHS.referAProject, name: 'refer-a-project', area: 'business', title: title('Refer a Project'), component: ReferAProjectPage },
  {
    path: PATHS.adminWcuProjectUpdates,
    name: 'admin.wcuuser.project.updates',
    area: 'admin',
    title: title('Project Updates'),
    component: AdminUpdatesPage,
    menu: { label: 'Project updates', group: 'WC & Projects', order: 50, icon: FileTextIcon, activeOn: ['admin.wcuuser.project.updates.edit'] },
  },
  { path: PATHS.adminWcuProjectUpdateEdit, name: 'admin.wcuuser.project.updates.edit', area: 'admin', title: title('Edit Project Update'), component: AdminUpdateEditPage },
  {
    path: PATHS.adminWcuReferrals,
    name: 'admin.wcuuser.referrals',
    area: 'admin',
    title: title('Suggested Causes'),
    component: AdminReferralsPage,
    menu: { label: 'Suggested causes', group: 'WC & Projects', order: 70, icon: InboxIcon },
  },

  // Projects: the partner's own (admin-and-partner §2.3) and staff review, bundles, display conditions and the change log (§2.1, §2.2).
  {
    path: PATHS.partnerProjects,
    name: 'projects',
    area: 'partner',
    title: title('Projects'),
    component: ProjectsListPage,
    menu: { label: 'Projects', order: 20, icon: BriefcaseIcon, activeOn: ['projects.edit', 'projects.create'] },
  },
  { path: PATHS.partnerProjectCreate, name: 'projects.create', area: 'partner', title: title('Create Project'), component: ProjectCreatePage },
  { path: PATHS.partnerProjectEdit, name: 'projects.edit', area: 'partner', title: title('Edit Project'), component: ProjectEditPage },
  {
    path: PATHS.adminWcuProjects,
    name: 'admin.wcuuser.projects',
    area: 'admin',
    title: title('Projects'),
    component: AdminProjectsPage,
    menu: {
      label: 'Projects',
      group: 'WC & Projects',
      order: 30,
      icon: BriefcaseIcon,
      activeOn: ['admin.wcuuser.projects.create', 'admin.wcuuser.projects.edit', 'admin.wcuuser.bundles.create', 'admin.wcuuser.bundles.edit'],
    },
  },
  { path: PATHS.adminWcuProjectCreate, name: 'admin.wcuuser.projects.create', area: 'admin', title: title('Create Project'), component: AdminProjectCreatePage },
  { path: PATHS.adminWcuProjectEdit, name: 'admin.wcuuser.projects.edit', area: 'admin', title: title('Edit Project'), component: AdminProjectEditPage },
  { path: PATHS.adminWcuBundleCreate, name: 'admin.wcuuser.bundles.create', area: 'admin', title: title('Create Bundle'), component: BundleCreatePage },
  { path: PATHS.adminWcuBundleEdit, name: 'admin.wcuuser.bundles.edit', area: 'admin', title: title('Edit Bundle'), component: BundleEditPage },
  {
    path: PATHS.adminWcuDisplayConditions,
    name: 'admin.wcuuser.display_conditions',
    area: 'admin',
    title: title('Display Conditions'),
    component: DisplayConditionsPage,
    menu: { label: 'Display conditions', group: 'WC & Projects', order: 40, icon: GlobeIcon },
  },
  {
    path: PATHS.adminWcuChangelog,
    name: 'admin.wcuuser.project.changelog',
    area: 'admin',
    title: title('Project Change Log'),
    component: ChangelogPage,
    menu: { label: 'Project change log', group: 'WC & Projects', order: 60, icon: CalendarIcon },
  },

  // Reached from the admin header's quick search; no side-menu entry of its own (admin-and-partner §2.2).
  { path: PATHS.adminUserDisplay, name: 'users.display', area: 'admin', title: title('User Details'), component: UserDisplayPage },

  // Informational pages: their names contain 'public', so everyone may open them.
  { path: PATHS.about, name: 'public.about', area: 'public', title: title('About'), component: AboutPage },
  { path: PATHS.howItWorks, name: 'public.how-it-works', area: 'public', title: title('How It Works'), component: HowItWorksPage },
  { path: PATHS.causes, name: 'public.causes', area: 'public', title: title('Causes'), component: CausesPage },
  { path: PATHS.community, name: 'public.community', area: 'public', title: title('Community'), component: CommunityPage },
  { path: PATHS.members, name: 'public.members', area: 'public', title: title('Members'), component: MembersPage },
  { path: PATHS.blog, name: 'public.blog', area: 'public', title: title('Blog'), component: BlogPage },
  { path: PATHS.help, name: 'public.help', area: 'public', title: title('Help Center'), component: HelpPage },
  { path: PATHS.terms, name: 'public.terms', area: 'public', title: title('Terms of Use'), component: TermsPage },
  { path: PATHS.privacy, name: 'public.privacy', area: 'public', title: title('Privacy Policy'), component: PrivacyPage },

  { path: '*', name: 'not-found', area: 'public', title: title('Page Not Found'), component: NotFoundPage },
];

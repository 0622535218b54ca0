import { BookIcon, BriefcaseIcon, CoinIcon, KeyIcon, HeartIcon, UsersIcon, CalendarIcon, CheckCircleIcon, DotsGridIcon, GlobeIcon, HeartHandIcon, HomeIcon, LeafIcon, PeopleIcon, ShareIcon, ShieldIcon, SparkIcon } from '../../components/ui/icons';
import { PATHS } from '../../lib/paths';
import { areaRoutes, lazyPage, title } from './define';
import { passwordSettingsRoute } from './shared';
import { loadPartnershipPage } from '../../features/partnership';
import { loadBusinessRoot, loadBusinessHome } from '../../features/business';
import { loadGivingWidgetPage } from '../../features/widgets';
import { loadGratitudeCertificatePage } from '../../features/certificates';
import { loadWcuPartnerPage } from '../../features/partner-pages';
import { loadReferAProjectPage } from '../../features/referrals';
import { loadHiveBuilderPage, loadHiveMemberPage, loadInvitePage, loadMyHivePage } from '../../features/refer';
import { loadImpactRemindersPage, loadNotificationSettingsPage } from '../../features/settings';
import { loadCreateRecurringImpactsPage, loadGivingStoriesRedirect, loadRecurringImpactPage, loadRecurringImpactsPage } from '../../features/stories';
import { loadBillingDetailsPage, loadBillingImpactsPage, loadBillingTokensPage } from '../../features/billing';
import { loadTokenManagementPage } from '../../features/tokens';
import { loadCampaignPublicPages, loadCampaignSettingsPage, loadCampaignUpdatePage } from '../../features/campaigns';
import { loadTeamAccountsPage } from '../../features/team';
import { loadWebhooksPage } from '../../features/webhooks';
import { loadEventsCalendarPage } from '../../features/communication';
import { canManageTokens } from '../../lib/token-access';
import { canUseEngagementTool } from '../../lib/engagement-access';
import { canManageApiKeys } from '../../lib/developer-access';
import { loadDevelopersDocsPage, loadDevelopersPage } from '../../features/developers';
import { loadEngagementDataPage, loadEngagementFormPage, loadEngagementToolPage } from '../../features/engagement';
import {
  loadBrandGuidelinePage,
  loadMediaKitPage,
  loadSharingTemplatesPage,
  loadUsefulResourcesPage,
  loadVisualElementsPage,
  loadWrittenContentPage,
} from '../../features/media-kit';
import {
  loadCancelAutoRenewPage,
  loadDowngradePage,
  loadRenewMembershipPage,
  loadUpgradeOptionsPage,
  loadUpgradePage,
  loadUpgradeTrialPage,
} from '../../features/membership';

// These features' index.ts also carries parts other screens share: the route table reaches it only on demand,
// so those parts stay out of the entry chunk; the index then loads the screen's own chunk.
const catalogueFeature = () => import('../../features/catalogue');
// The profiles feature's index carries the business card the visitors' home shares: reached only on demand.
const profilesFeature = () => import('../../features/profiles');
const checkoutFeature = () => import('../../features/checkout');
const impactFeature = () => import('../../features/impact');
const cartFeature = () => import('../../features/cart');
const projectUpdatesFeature = () => import('../../features/project-updates');

// One component for both partnership addresses, so moving between them keeps the screen.
const PartnershipPage = lazyPage(loadPartnershipPage, 'PartnershipPage');

/**
 * The business panel's screens. Menu orders are the product's menu order numbers
 * (Dashboard 10, Home 20, ...). Screens whose names count as public (shell-rules PUBLIC_ROUTE_FRAGMENTS)
 * open for visitors too, under the public header.
 */
export const businessRoutes = areaRoutes('business', [
  // The site root shows a different screen per area (the business dashboard, the staff home, the partner home).
  {
    path: PATHS.root,
    name: 'home',
    component: lazyPage(loadBusinessRoot, 'BusinessRoot'),
    menu: { label: 'Dashboard', order: 10, icon: DotsGridIcon },
  },
  { path: PATHS.impact, name: 'impact', component: lazyPage(loadBusinessHome, 'BusinessHome'), menu: { label: 'Home', order: 20, icon: HomeIcon } },
  {
    path: PATHS.impactHistory,
    name: 'impact.history',
    title: title('View Impact History'),
    component: lazyPage(() => impactFeature().then((feature) => feature.loadImpactHistoryPage()), 'ImpactHistoryPage'),
    menu: { label: 'View Impact History', order: 60, icon: CalendarIcon },
  },

  // Stories (recurring impacts): the list, a new one, and one story with its history.
  {
    path: PATHS.recurringImpacts,
    name: 'recurring-impacts',
    title: title('Recurring impacts'),
    component: lazyPage(loadRecurringImpactsPage, 'RecurringImpactsPage'),
    menu: { label: 'Recurring impacts', order: 40, icon: LeafIcon, activeOn: ['create-recurring-impacts', 'recurring-impact', 'campaign-settings', 'campaign-update'] },
  },
  { path: PATHS.createRecurringImpacts, name: 'create-recurring-impacts', title: title('Create Recurring Impact'), component: lazyPage(loadCreateRecurringImpactsPage, 'CreateRecurringImpactsPage') },
  { path: PATHS.recurringImpact, name: 'recurring-impact', title: title('Recurring Impact'), component: lazyPage(loadRecurringImpactPage, 'RecurringImpactPage') },
  { path: PATHS.givingStories, name: 'giving-stories', title: title('Recurring impacts'), component: lazyPage(loadGivingStoriesRedirect, 'GivingStoriesRedirect') },
  // Campaigns: the company's public giving campaigns and their settings form (?key= edits one). Where a campaign's
  // giver lands after paying counts as public ('campaign-payment-success'): givers are guests.
  { path: PATHS.campaignSettings, name: 'campaign-settings', title: title('Campaigns'), component: lazyPage(loadCampaignSettingsPage, 'CampaignSettingsPage') },
  { path: PATHS.campaignUpdate, name: 'campaign-update', title: title('Campaign Settings'), component: lazyPage(loadCampaignUpdatePage, 'CampaignUpdatePage') },
  { path: PATHS.campaignPaymentSuccess, name: 'campaign-payment-success', title: title('Thank You for Your Giving'), component: lazyPage(loadCampaignPublicPages, 'CampaignPaymentSuccessPage') },

  // The Enhanced Engagement Tool (company admins; 'Upgrade to access' without the company's engagement_access).
  {
    path: PATHS.engagementTool,
    name: 'engagement-tool',
    title: title('Enhanced Engagement Tool'),
    component: lazyPage(loadEngagementToolPage, 'EngagementToolPage'),
    menu: { label: 'Enhanced Engagement Tool', order: 50, icon: HeartIcon, activeOn: ['engagement-add', 'engagement-update', 'engagement-data'], visibleFor: canUseEngagementTool },
  },
  { path: PATHS.engagementAdd, name: 'engagement-add', title: title('New Engagement'), component: lazyPage(loadEngagementFormPage, 'EngagementFormPage') },
  { path: PATHS.engagementUpdate, name: 'engagement-update', title: title('Edit Engagement'), component: lazyPage(loadEngagementFormPage, 'EngagementFormPage') },
  { path: PATHS.engagementData, name: 'engagement-data', title: title('Engagement Choices'), component: lazyPage(loadEngagementDataPage, 'EngagementDataPage') },

  // The catalogue and shared carts have public names, so visitors may browse them too.
  {
    path: PATHS.viewAllProjects,
    name: 'view-all-projects',
    title: title('Explore Project List'),
    component: lazyPage(() => catalogueFeature().then((feature) => feature.loadViewAllProjectsPage()), 'ViewAllProjectsPage'),
    prefetch: ({ search, queryClient }) => catalogueFeature().then((feature) => feature.prefetchCatalogue(queryClient, search)),
    menu: { label: 'Explore Project List', order: 30, icon: GlobeIcon },
  },
  {
    path: PATHS.projectDetail,
    name: 'projectdetail',
    title: title('Project Details'),
    component: lazyPage(() => catalogueFeature().then((feature) => feature.loadProjectDetailPage()), 'ProjectDetailPage'),
    prefetch: ({ params, queryClient }) => catalogueFeature().then((feature) => feature.prefetchProjectDetail(queryClient, 'project', params.id)),
  },
  {
    path: PATHS.bundleDetail,
    name: 'bundledetail',
    title: title('Bundle Details'),
    component: lazyPage(() => catalogueFeature().then((feature) => feature.loadProjectDetailPage()), 'BundleDetailPage'),
    prefetch: ({ params, queryClient }) => catalogueFeature().then((feature) => feature.prefetchProjectDetail(queryClient, 'bundle', params.id)),
  },
  { path: PATHS.givingCart, name: 'giving-cart', title: title('Giving Cart'), component: lazyPage(() => cartFeature().then((feature) => feature.loadGivingCartPage()), 'GivingCartPage') },
  { path: PATHS.sharedCart, name: 'public_cart', title: title('Shared Giving Cart'), component: lazyPage(() => cartFeature().then((feature) => feature.loadSharedCartPage()), 'SharedCartPage') },
  // Paying a checkout: 'payment-redirect' counts as public (the payment token opens it) and has no header or
  // footer; the provider's return pages belong to the signed-in giver.
  {
    path: PATHS.paymentRedirect,
    name: 'payment-redirect',
    title: title('Secure Checkout'),
    component: lazyPage(() => checkoutFeature().then((feature) => feature.loadPaymentRedirectPage()), 'PaymentRedirectPage'),
  },
  {
    path: PATHS.paymentSuccess,
    name: 'payment-success',
    title: title('Thank You for Your Giving'),
    component: lazyPage(() => checkoutFeature().then((feature) => feature.loadPaymentSuccessPage()), 'PaymentSuccessPage'),
  },
  { path: PATHS.paymentFailed, name: 'payment-failed', title: title('Payment Not Completed'), component: lazyPage(() => checkoutFeature().then((feature) => feature.loadPaymentUnfinishedPages()), 'PaymentFailedPage') },
  { path: PATHS.paymentCancelled, name: 'payment-cancelled', title: title('Payment Cancelled'), component: lazyPage(() => checkoutFeature().then((feature) => feature.loadPaymentUnfinishedPages()), 'PaymentCancelledPage') },

  {
    path: PATHS.givingWidget,
    name: 'giving-widget',
    title: title('Embed Impact Widgets'),
    component: lazyPage(loadGivingWidgetPage, 'GivingWidgetPage'),
    menu: { label: 'Embed Impact Widgets', order: 70, icon: SparkIcon },
  },
  {
    path: PATHS.gratitudeCertificate,
    name: 'gratitude-certificate',
    title: title('Gratitude Certificate'),
    component: lazyPage(loadGratitudeCertificatePage, 'GratitudeCertificatePage'),
    menu: { label: 'Gratitude certificate', order: 110, icon: CheckCircleIcon },
  },
  {
    path: PATHS.impactPartnership,
    name: 'impact-partnership',
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
  { path: PATHS.impactPartnershipLevel, name: 'impact-partnership-b', title: title('Partnership Status'), component: PartnershipPage },
  // The media kit: the side menu's entry opens the brand guideline and stays current on every section.
  { path: PATHS.mediaKit, name: 'media-kit', title: title('Media Kit'), component: lazyPage(loadMediaKitPage, 'MediaKitPage') },
  {
    path: PATHS.mediaKitBrandGuideline,
    name: 'media-kit-brand-guideline',
    title: title('Media Kit: Brand Guideline'),
    component: lazyPage(loadBrandGuidelinePage, 'BrandGuidelinePage'),
    menu: {
      label: 'Media kit',
      order: 120,
      icon: ShareIcon,
      activeOn: ['media-kit', 'media-kit-visual-elements', 'media-kit-sharing-templates', 'media-kit-written-content'],
    },
  },
  { path: PATHS.mediaKitVisualElements, name: 'media-kit-visual-elements', title: title('Media Kit: Visual Elements'), component: lazyPage(loadVisualElementsPage, 'VisualElementsPage') },
  { path: PATHS.mediaKitSharingTemplates, name: 'media-kit-sharing-templates', title: title('Media Kit: Sharing Templates'), component: lazyPage(loadSharingTemplatesPage, 'SharingTemplatesPage') },
  { path: PATHS.mediaKitWrittenContent, name: 'media-kit-written-content', title: title('Media Kit: Written Content'), component: lazyPage(loadWrittenContentPage, 'WrittenContentPage') },
  {
    path: PATHS.usefulResources,
    name: 'useful-resources',
    title: title('Useful Resources'),
    component: lazyPage(loadUsefulResourcesPage, 'UsefulResourcesPage'),
    menu: { label: 'Useful resources', order: 170, icon: BookIcon },
  },
  // Profiles and the listing have public names: visitors see them under the public header.
  {
    path: PATHS.events,
    name: 'events',
    title: title('Event Calendar'),
    component: lazyPage(loadEventsCalendarPage, 'EventsCalendarPage'),
    menu: { label: 'Event Calendar', order: 140, icon: CalendarIcon },
  },
  {
    path: PATHS.businessListing,
    name: 'business-listing',
    title: title('Business Listing'),
    component: lazyPage(() => profilesFeature().then((feature) => feature.loadBusinessListingPage()), 'BusinessListingPage'),
    menu: { label: 'Business listing', order: 150, icon: BriefcaseIcon },
  },
  { path: PATHS.businessProfile, name: 'business-profile', title: title('Business Impact Profile'), component: lazyPage(() => profilesFeature().then((feature) => feature.loadProfilePage()), 'BusinessProfilePage') },
  { path: PATHS.personalProfile, name: 'personal-account-profile', title: title('Impact Profile'), component: lazyPage(() => profilesFeature().then((feature) => feature.loadProfilePage()), 'PersonalProfilePage') },
  { path: PATHS.personalProfileEdit, name: 'business.personal.profile', title: title('Your Profile'), component: lazyPage(() => profilesFeature().then((feature) => feature.loadPersonalProfileEditPage()), 'PersonalProfileEditPage') },
  { path: PATHS.companyProfileEdit, name: 'business.company.profile', title: title('Company Profile'), component: lazyPage(() => profilesFeature().then((feature) => feature.loadCompanyProfileEditPage()), 'CompanyProfileEditPage') },

  // The company account's password settings, and the same screen for the personal account.
  passwordSettingsRoute,
  { ...passwordSettingsRoute, path: PATHS.personalPasswordSettings, name: 'business.personal.reset-password' },

  // Givers follow the updates of what they funded; partners' public pages; suggesting a worthy cause.
  {
    path: PATHS.projectUpdatesList,
    name: 'project-updates.list',
    title: title('Follow Your Impact Updates'),
    component: lazyPage(() => projectUpdatesFeature().then((feature) => feature.loadUpdatesFeedPage()), 'UpdatesFeedPage'),
    menu: { label: 'Follow Your Impact Updates', order: 80, icon: HeartHandIcon, activeOn: ['project-updates.details'] },
  },
  {
    path: PATHS.projectUpdateDetails,
    name: 'project-updates.details',
    title: title('Impact Update'),
    component: lazyPage(() => projectUpdatesFeature().then((feature) => feature.loadUpdateDetailsPage()), 'UpdateDetailsPage'),
  },
  // Refer: a hive partner's entry leads to its hive builder instead of the referral page.
  {
    path: PATHS.invite,
    name: 'invite',
    title: title('Refer Another Business'),
    component: lazyPage(loadInvitePage, 'InvitePage'),
    menu: { label: 'Refer', order: 100, icon: PeopleIcon, activeOn: ['hive-builder', 'hive-member'], pathFor: (user) => (user.companydata?.is_hive_partner ? PATHS.hiveBuilder : PATHS.invite) },
  },
  { path: PATHS.hiveBuilder, name: 'hive-builder', title: title('Hive Builder'), component: lazyPage(loadHiveBuilderPage, 'HiveBuilderPage') },
  { path: PATHS.hiveMember, name: 'hive-member', title: title('Hive Members'), component: lazyPage(loadHiveMemberPage, 'HiveMemberPage') },
  // The member's hive: the name counts as public (shell-rules), so visitors are asked to sign in there.
  { path: PATHS.myHive, name: 'my-hive', title: title('My Hive'), component: lazyPage(loadMyHivePage, 'MyHivePage') },
  { path: PATHS.wcuPartner, name: 'wcu_partner', title: title('Worthy Cause'), component: lazyPage(loadWcuPartnerPage, 'WcuPartnerPage') },
  {
    path: PATHS.referAProject,
    name: 'refer-a-project',
    title: title('Refer a Project'),
    component: lazyPage(loadReferAProjectPage, 'ReferAProjectPage'),
  },

  // Membership: a downgraded member may open every screen whose name holds 'upgrade' or 'renew' (shell-rules).
  { path: PATHS.upgrade, name: 'profile.upgrade', title: title('Upgrade Membership'), component: lazyPage(loadUpgradePage, 'UpgradePage') },
  { path: PATHS.upgradeOptions, name: 'profile.upgradeoptions', title: title('Membership Packages'), component: lazyPage(loadUpgradeOptionsPage, 'UpgradeOptionsPage') },
  { path: PATHS.upgradeTrial, name: 'profile.upgrade-trial', title: title('Upgrade Your Trial'), component: lazyPage(loadUpgradeTrialPage, 'UpgradeTrialPage') },
  { path: PATHS.renewMembership, name: 'profile.renewmembership', title: title('Renew Membership'), component: lazyPage(loadRenewMembershipPage, 'RenewMembershipPage') },
  { path: PATHS.downgrade, name: 'profile.downgrade', title: title('Change Package'), component: lazyPage(loadDowngradePage, 'DowngradePage') },
  { path: PATHS.cancelAutoRenew, name: 'profile.upgrade.cancel', title: title('Cancel Membership Auto-Renewal'), component: lazyPage(loadCancelAutoRenewPage, 'CancelAutoRenewPage') },

  // Billing of the giving account, opened from the account menu (company admins with is_business 0, personal givers).
  { path: PATHS.billingDetails, name: 'billing-details', title: title('Billing Details'), component: lazyPage(loadBillingDetailsPage, 'BillingDetailsPage') },
  { path: PATHS.billingImpacts, name: 'billing-impacts', title: title('Billing Impacts'), component: lazyPage(loadBillingImpactsPage, 'BillingImpactsPage') },
  { path: PATHS.billingTokens, name: 'billing-tokens', title: title('Billing Tokens'), component: lazyPage(loadBillingTokensPage, 'BillingTokensPage') },
  // Impact tokens: the Tokens menu is for company admins with is_business 0; holders open the screen from the gift dialog.
  {
    path: PATHS.tokenManagement,
    name: 'token-management',
    title: title('Manage Impact Tokens'),
    component: lazyPage(loadTokenManagementPage, 'TokenManagementPage'),
    menu: { label: 'Manage Impact Tokens', order: 90, icon: CoinIcon, visibleFor: canManageTokens },
  },
  // Team accounts: the same company admins (is_business 0) as the Tokens menu.
  {
    path: PATHS.teamAccounts,
    name: 'team-accounts-management',
    title: title('Team accounts'),
    component: lazyPage(loadTeamAccountsPage, 'TeamAccountsPage'),
    menu: { label: 'Team accounts', order: 95, icon: UsersIcon, visibleFor: canManageTokens },
  },
  // Developers: the Giving API's keys (owners and admins acting for the company) and its documentation.
  {
    path: PATHS.developers,
    name: 'developers',
    title: title('Developers'),
    component: lazyPage(loadDevelopersPage, 'DevelopersPage'),
    menu: { label: 'Developers', order: 97, icon: KeyIcon, activeOn: ['developers-docs', 'developers-webhooks'], visibleFor: canManageApiKeys },
  },
  { path: PATHS.developersDocs, name: 'developers-docs', title: title('Giving API'), component: lazyPage(loadDevelopersDocsPage, 'DevelopersDocsPage') },
  { path: PATHS.developersWebhooks, name: 'developers-webhooks', title: title('Webhooks'), component: lazyPage(loadWebhooksPage, 'WebhooksPage') },

  // Account menu: the member's notification settings and giving reminders (closed to downgraded members, shell-rules).
  { path: PATHS.notificationSettings, name: 'notification-settings', title: title('Notification Settings'), component: lazyPage(loadNotificationSettingsPage, 'NotificationSettingsPage') },
  { path: PATHS.impactReminders, name: 'impact-reminders', title: title('Giving Reminders'), component: lazyPage(loadImpactRemindersPage, 'ImpactRemindersPage') },
]);

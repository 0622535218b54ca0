import { BriefcaseIcon, CalendarIcon, CheckCircleIcon, DotsGridIcon, GlobeIcon, HeartHandIcon, HomeIcon, ShieldIcon, SparkIcon } from '../../components/ui/icons';
import { PATHS } from '../../lib/paths';
import { areaRoutes, lazyPage, title } from './define';
import { passwordSettingsRoute } from './shared';

const projectDetail = () => import('../../features/catalogue/routes/project-detail-page');
const paymentUnfinished = () => import('../../features/checkout/routes/payment-unfinished-pages');
// One component for both partnership addresses, so moving between them keeps the screen.
const PartnershipPage = lazyPage(() => import('../../features/partnership/routes/partnership-page'), 'PartnershipPage');
const profiles = () => import('../../features/profiles/routes/profile-page');

/**
 * The business panel's screens (business-and-public §2). Menu orders follow the specification's table
 * (Dashboard 10, Home 20, ...). Screens whose names count as public (shell-rules PUBLIC_ROUTE_FRAGMENTS)
 * open for visitors too, under the public header.
 */
export const businessRoutes = areaRoutes('business', [
  // The site root shows a different screen per area (admin-and-partner §2).
  {
    path: PATHS.root,
    name: 'home',
    component: lazyPage(() => import('../../features/business/routes/business-root'), 'BusinessRoot'),
    menu: { label: 'Dashboard', order: 10, icon: DotsGridIcon },
  },
  { path: PATHS.impact, name: 'impact', component: lazyPage(() => import('../../features/business/routes/business-home'), 'BusinessHome'), menu: { label: 'Home', order: 20, icon: HomeIcon } },
  {
    path: PATHS.impactHistory,
    name: 'impact.history',
    title: title('View Impact History'),
    component: lazyPage(() => import('../../features/impact/routes/impact-history-page'), 'ImpactHistoryPage'),
    menu: { label: 'View Impact History', order: 60, icon: CalendarIcon },
  },

  // The catalogue and shared carts have public names, so visitors may browse them too (business-and-public §2).
  {
    path: PATHS.viewAllProjects,
    name: 'view-all-projects',
    title: title('Explore Project List'),
    component: lazyPage(() => import('../../features/catalogue/routes/view-all-projects-page'), 'ViewAllProjectsPage'),
    menu: { label: 'Explore Project List', order: 30, icon: GlobeIcon },
  },
  { path: PATHS.projectDetail, name: 'projectdetail', title: title('Project Details'), component: lazyPage(projectDetail, 'ProjectDetailPage') },
  { path: PATHS.bundleDetail, name: 'bundledetail', title: title('Bundle Details'), component: lazyPage(projectDetail, 'BundleDetailPage') },
  { path: PATHS.givingCart, name: 'giving-cart', title: title('Giving Cart'), component: lazyPage(() => import('../../features/cart/routes/giving-cart-page'), 'GivingCartPage') },
  { path: PATHS.sharedCart, name: 'public_cart', title: title('Shared Giving Cart'), component: lazyPage(() => import('../../features/cart/routes/shared-cart-page'), 'SharedCartPage') },
  // Paying a checkout: 'payment-redirect' counts as public (the payment token opens it) and has no header or
  // footer; the provider's return pages belong to the signed-in giver.
  {
    path: PATHS.paymentRedirect,
    name: 'payment-redirect',
    title: title('Secure Checkout'),
    component: lazyPage(() => import('../../features/checkout/routes/payment-redirect-page'), 'PaymentRedirectPage'),
  },
  {
    path: PATHS.paymentSuccess,
    name: 'payment-success',
    title: title('Thank You for Your Giving'),
    component: lazyPage(() => import('../../features/checkout/routes/payment-success-page'), 'PaymentSuccessPage'),
  },
  { path: PATHS.paymentFailed, name: 'payment-failed', title: title('Payment Not Completed'), component: lazyPage(paymentUnfinished, 'PaymentFailedPage') },
  { path: PATHS.paymentCancelled, name: 'payment-cancelled', title: title('Payment Cancelled'), component: lazyPage(paymentUnfinished, 'PaymentCancelledPage') },

  {
    path: PATHS.givingWidget,
    name: 'giving-widget',
    title: title('Embed Impact Widgets'),
    component: lazyPage(() => import('../../features/widgets/routes/giving-widget-page'), 'GivingWidgetPage'),
    menu: { label: 'Embed Impact Widgets', order: 70, icon: SparkIcon },
  },
  {
    path: PATHS.gratitudeCertificate,
    name: 'gratitude-certificate',
    title: title('Gratitude Certificate'),
    component: lazyPage(() => import('../../features/certificates/routes/gratitude-certificate-page'), 'GratitudeCertificatePage'),
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
  // Profiles and the listing have public names: visitors see them under the public header.
  {
    path: PATHS.businessListing,
    name: 'business-listing',
    title: title('Business Listing'),
    component: lazyPage(() => import('../../features/profiles/routes/business-listing-page'), 'BusinessListingPage'),
    menu: { label: 'Business listing', order: 150, icon: BriefcaseIcon },
  },
  { path: PATHS.businessProfile, name: 'business-profile', title: title('Business Impact Profile'), component: lazyPage(profiles, 'BusinessProfilePage') },
  { path: PATHS.personalProfile, name: 'personal-account-profile', title: title('Impact Profile'), component: lazyPage(profiles, 'PersonalProfilePage') },

  // The company account's password settings, and the same screen for the personal account.
  passwordSettingsRoute,
  { ...passwordSettingsRoute, path: PATHS.personalPasswordSettings, name: 'business.personal.reset-password' },

  // Givers follow the updates of what they funded; partners' public pages; suggesting a worthy cause
  // (admin-and-partner §2.4; business-and-public §2).
  {
    path: PATHS.projectUpdatesList,
    name: 'project-updates.list',
    title: title('Follow Your Impact Updates'),
    component: lazyPage(() => import('../../features/project-updates/routes/updates-feed-page'), 'UpdatesFeedPage'),
    menu: { label: 'Follow Your Impact Updates', order: 80, icon: HeartHandIcon, activeOn: ['project-updates.details'] },
  },
  {
    path: PATHS.projectUpdateDetails,
    name: 'project-updates.details',
    title: title('Impact Update'),
    component: lazyPage(() => import('../../features/project-updates/routes/update-details-page'), 'UpdateDetailsPage'),
  },
  { path: PATHS.wcuPartner, name: 'wcu_partner', title: title('Worthy Cause'), component: lazyPage(() => import('../../features/partner-pages/routes/wcu-partner-page'), 'WcuPartnerPage') },
  {
    path: PATHS.referAProject,
    name: 'refer-a-project',
    title: title('Refer a Project'),
    component: lazyPage(() => import('../../features/referrals/routes/refer-a-project-page'), 'ReferAProjectPage'),
  },
]);

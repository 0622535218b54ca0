import { lazy } from 'react';
import { PRODUCT_NAME } from '@goodhive/contract';
import { BriefcaseIcon, CalendarIcon, CheckCircleIcon, DotsGridIcon, GlobeIcon, HomeIcon, ShieldIcon, SparkIcon, UserIcon } from '../components/ui/icons';
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

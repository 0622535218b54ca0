import { loadLoginPage, loadResetPasswordPage, loadVerifyEmailPage } from '../../features/auth';
import { NotFoundPage } from '../../features/errors';
import { PATHS } from '../../lib/paths';
import { areaRoutes, lazyPage, title } from './define';
import { loadInfoPages, loadCausesPage, loadWelcomePage } from '../../features/info';
import { loadTrialRegistrationPage } from '../../features/trial';
import { loadSignUpCompletePage, loadSignUpPages } from '../../features/membership';
import { loadCertificateVerifyPage } from '../../features/certificates';
import { loadConnectPage, loadJoinHivePage, loadPublicHivePage } from '../../features/refer';

// The cart feature's index carries parts other screens share: reached only on demand, so it stays out of the entry.
const cartFeature = () => import('../../features/cart');
// The profiles feature's index carries the business card the visitors' home shares: reached only on demand.
const profilesFeature = () => import('../../features/profiles');
import { loadTokenClaimPage } from '../../features/tokens';
import { loadJoinTeammemberPage } from '../../features/team';
import { loadManageRecurringImpactPage } from '../../features/stories';
import { loadCampaignPublicPages } from '../../features/campaigns';
import { loadEngagementSharedPage } from '../../features/engagement';

/**
 * What everyone may open, signed in or not. Not-found stays in the entry bundle; sign-in is a screen of its own
 * like the others (main.tsx starts loading the first screen's chunk at once), so its form code does not weigh
 * on every other first visit.
 */
export const publicRoutes = areaRoutes('public', [
  { path: PATHS.login, name: 'login', component: lazyPage(loadLoginPage, 'LoginPage') },
  // The e-mailed links (password reset, e-mail verification) open for everyone, signed in or not.
  {
    path: PATHS.forgotPassword,
    name: 'forgot-password',
    title: title('Update Password'),
    component: lazyPage(loadResetPasswordPage, 'ResetPasswordPage'),
  },
  { path: PATHS.verifyEmail, name: 'verify-email', title: title('Verify Email'), component: lazyPage(loadVerifyEmailPage, 'VerifyEmailPage') },
  // A token recipient without an account sets one up from the e-mailed link.
  // An invited colleague accepts a team invitation ('public-join-teammember' counts as public).
  { path: PATHS.joinTeammember, name: 'public-join-teammember', title: title('Join the team'), component: lazyPage(loadJoinTeammemberPage, 'JoinTeammemberPage') },
  { path: PATHS.tokenClaim, name: 'token-claim', title: title('Your Impact Tokens'), component: lazyPage(loadTokenClaimPage, 'TokenClaimPage') },
  // The trial sign-up has its own frame (shell-rules STANDALONE_ROUTE_NAMES); members see it disabled.
  {
    path: PATHS.join,
    name: 'trial-registration',
    title: title('Start Your Free Trial'),
    component: lazyPage(loadTrialRegistrationPage, 'TrialRegistrationPage'),
  },
  // Anyone may check a certificate: the name contains 'public'.
  {
    path: PATHS.certificateVerify,
    name: 'public.certificate-verify',
    title: title('Certificate Check'),
    component: lazyPage(loadCertificateVerifyPage, 'CertificateVerifyPage'),
  },

  // Hives and the public business register (connect): their names contain 'public', so everyone may open them.
  { path: PATHS.hivePage, name: 'public.hive', title: title('Hive'), component: lazyPage(loadPublicHivePage, 'PublicHivePage') },
  { path: PATHS.hiveJoin, name: 'public-join-business', title: title('Join a Hive'), component: lazyPage(loadJoinHivePage, 'JoinHivePage') },
  { path: PATHS.connect, name: 'public-business-register', title: title('Join Goodhive'), component: lazyPage(loadConnectPage, 'ConnectPage') },
  { path: PATHS.connectCode, name: 'public-business-register', title: title('Join Goodhive'), component: lazyPage(loadConnectPage, 'ConnectPage') },
  // The signed link of the recurring-giving e-mails: anyone holding it manages the story, signed in or not.
  {
    path: PATHS.recurringImpactManage,
    name: 'public-recurring-impact-manage',
    title: title('Manage Recurring Impact'),
    component: lazyPage(loadManageRecurringImpactPage, 'ManageRecurringImpactPage'),
  },

  // An engagement's shared page: anyone chooses where the company's impact goes ('public' in the name).
  { path: PATHS.engagementShared, name: 'public.engagement-shared', title: title('Choose an Impact'), component: lazyPage(loadEngagementSharedPage, 'EngagementSharedPage') },

  // Informational pages: their names contain 'public', so everyone may open them. The visitors' home is /welcome:
  // the site root stays the members' Dashboard and sends visitors to sign in (business-and-public.md §2).
  { path: PATHS.welcome, name: 'public.home', title: title('Welcome'), component: lazyPage(loadWelcomePage, 'WelcomePage') },
  { path: PATHS.about, name: 'public.about', title: title('About'), component: lazyPage(loadInfoPages, 'AboutPage') },
  { path: PATHS.howItWorks, name: 'public.how-it-works', title: title('How It Works'), component: lazyPage(loadInfoPages, 'HowItWorksPage') },
  { path: PATHS.causes, name: 'public.causes', title: title('Causes'), component: lazyPage(loadCausesPage, 'CausesPage') },
  { path: PATHS.community, name: 'public.community', title: title('Community'), component: lazyPage(loadInfoPages, 'CommunityPage') },
  { path: PATHS.members, name: 'public.members', title: title('Members'), component: lazyPage(() => profilesFeature().then((feature) => feature.loadBusinessListingPage()), 'MembersPage') },
  { path: PATHS.blog, name: 'public.blog', title: title('Blog'), component: lazyPage(loadInfoPages, 'BlogPage') },
  { path: PATHS.help, name: 'public.help', title: title('Help Center'), component: lazyPage(loadInfoPages, 'HelpPage') },
  { path: PATHS.terms, name: 'public.terms', title: title('Terms of Use'), component: lazyPage(loadInfoPages, 'TermsPage') },
  { path: PATHS.privacy, name: 'public.privacy', title: title('Privacy Policy'), component: lazyPage(loadInfoPages, 'PrivacyPage') },

  // A worthy cause applies to become a partner; staff review it (admin.wcuuser.applications).
  { path: PATHS.partnerSignUp, name: 'public.partner-sign-up', title: title('Partner Sign Up'), component: lazyPage(() => import('../../features/partner-admin').then((feature) => feature.loadPartnerApplyPage()), 'PartnerApplyPage') },

  // The paid membership sign-up and its GeniusU campaign variant ('public' names: everyone may open them).
  { path: PATHS.signUp, name: 'public.sign-up', title: title('Become a Member'), component: lazyPage(loadSignUpPages, 'SignUpPage') },
  { path: PATHS.signUpGeniusU, name: 'public.sign-up-geniusu', title: title('Join with GeniusU'), component: lazyPage(loadSignUpPages, 'GeniusUSignUpPage') },
  { path: PATHS.signUpComplete, name: 'public.sign-up-complete', title: title('Your Membership'), component: lazyPage(loadSignUpCompletePage, 'SignUpCompletePage') },

  // Guest giving: where a guest's payment ends, and claiming the giving into a new account.
  { path: PATHS.thankYou, name: 'public.thankyou', title: title('Thank You'), component: lazyPage(() => cartFeature().then((feature) => feature.loadGuestResultPages()), 'ThankYouPage') },
  // A company's public campaign: the page to give, its data (and the newer address of it), its thank-you page.
  { path: PATHS.campaignShared, name: 'public.campaign-shared', title: title('Campaign'), component: lazyPage(loadCampaignPublicPages, 'CampaignSharedPage') },
  { path: PATHS.campaignData, name: 'public.campaign-data', title: title('Campaign Progress'), component: lazyPage(loadCampaignPublicPages, 'CampaignDataPage') },
  { path: PATHS.campaignDataNew, name: 'public.campaign-data-new', title: title('Campaign Progress'), component: lazyPage(loadCampaignPublicPages, 'CampaignDataPage') },
  { path: PATHS.campaignThankYou, name: 'public.thankyou-campaign', title: title('Thank You'), component: lazyPage(loadCampaignPublicPages, 'CampaignThankYouPage') },
  { path: PATHS.claimGiving, name: 'public.claim-giving', title: title('Claim Your Giving'), component: lazyPage(() => cartFeature().then((feature) => feature.loadGuestResultPages()), 'ClaimGivingPage') },

  // The catch-all ends the table.
  { path: '*', name: 'not-found', title: title('Page Not Found'), component: NotFoundPage },
]);

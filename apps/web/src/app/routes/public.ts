import { LoginPage } from '../../features/auth/routes/login-page';
import { NotFoundPage } from '../../features/errors/not-found-page';
import { PATHS } from '../../lib/paths';
import { areaRoutes, lazyPage, title } from './define';

const info = () => import('../../features/info/routes/info-pages');

/**
 * What everyone may open, signed in or not. Sign-in and not-found stay in the entry bundle: they are the
 * first screens most visitors see.
 */
export const publicRoutes = areaRoutes('public', [
  { path: PATHS.login, name: 'login', component: LoginPage },
  // The e-mailed links open for everyone, signed in or not (business-and-public §2).
  {
    path: PATHS.forgotPassword,
    name: 'forgot-password',
    title: title('Update Password'),
    component: lazyPage(() => import('../../features/auth/routes/reset-password-page'), 'ResetPasswordPage'),
  },
  { path: PATHS.verifyEmail, name: 'verify-email', title: title('Verify Email'), component: lazyPage(() => import('../../features/auth/routes/verify-email-page'), 'VerifyEmailPage') },
  // The trial sign-up has its own frame (shell-rules STANDALONE_ROUTE_NAMES); members see it disabled.
  {
    path: PATHS.join,
    name: 'trial-registration',
    title: title('Start Your Free Trial'),
    component: lazyPage(() => import('../../features/trial/routes/trial-registration-page'), 'TrialRegistrationPage'),
  },
  // Anyone may check a certificate: the name contains 'public'.
  {
    path: PATHS.certificateVerify,
    name: 'public.certificate-verify',
    title: title('Certificate Check'),
    component: lazyPage(() => import('../../features/certificates/routes/certificate-verify-page'), 'CertificateVerifyPage'),
  },

  // Informational pages: their names contain 'public', so everyone may open them.
  { path: PATHS.about, name: 'public.about', title: title('About'), component: lazyPage(info, 'AboutPage') },
  { path: PATHS.howItWorks, name: 'public.how-it-works', title: title('How It Works'), component: lazyPage(info, 'HowItWorksPage') },
  { path: PATHS.causes, name: 'public.causes', title: title('Causes'), component: lazyPage(() => import('../../features/info/routes/causes-page'), 'CausesPage') },
  { path: PATHS.community, name: 'public.community', title: title('Community'), component: lazyPage(info, 'CommunityPage') },
  { path: PATHS.members, name: 'public.members', title: title('Members'), component: lazyPage(info, 'MembersPage') },
  { path: PATHS.blog, name: 'public.blog', title: title('Blog'), component: lazyPage(info, 'BlogPage') },
  { path: PATHS.help, name: 'public.help', title: title('Help Center'), component: lazyPage(info, 'HelpPage') },
  { path: PATHS.terms, name: 'public.terms', title: title('Terms of Use'), component: lazyPage(info, 'TermsPage') },
  { path: PATHS.privacy, name: 'public.privacy', title: title('Privacy Policy'), component: lazyPage(info, 'PrivacyPage') },

  // The catch-all ends the table.
  { path: '*', name: 'not-found', title: title('Page Not Found'), component: NotFoundPage },
]);

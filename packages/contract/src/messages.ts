/** Every user-facing text the specification fixes, kept once for the server, the web app and the tests. */
export const PRODUCT_NAME = 'Goodhive';
export const SUPPORT_EMAIL = 'support@goodhive.example';

export const messages = {
  wrongCredentials: 'Wrong credentials',
  invalidClient: 'Invalid client credentials',
  invalidRefreshToken: 'The refresh token is invalid or has expired.',
  unauthenticated: 'You need to sign in to do this.',
  invalidToken: 'Your session has expired. Please sign in again.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found',
  routeNotFound: 'No such API call.',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Unsupported content type.',
  validationFailed: 'Some fields are invalid.',
  internal: 'Something went wrong on our side. Please try again.',
  starting: 'Goodhive is starting: the database is being prepared. Please try again in a few seconds.',
  webAppUnavailable: 'The web app is being built or updated. Please reload the page in a minute.',
  accountBlocked: 'This account has been suspended. Please reach out to support for help with your account.',
  // Texts of the business panel and the public pages: trial form, sign-in, password reset, e-mail check, notifications, menus
  noImpactChosen: 'Please select one of the above impacts before you proceed.',
  trialFormInvalid: 'Please fill red fields.',
  somethingWentWrong: 'Something went wrong. Please try again',
  loggedInAsMember: 'You are currently logged in as a member and cannot fill this form.',
  termsNotAccepted: 'Please read and accept our Terms and Conditions and Privacy Policy.',
  emailExists:
    'The email you tried to use exists on our system already. Please login and update your account or use another email address to create a new account.',
  trialSuccess: 'Your account has been successfully created.',
  otpFailed: 'OTP verification failed. Please try again.',
  resetError1: (email: string) => `An error has occurred. Please reach out to us at ${email} and we'll get you sorted.`,
  resetError2: (email: string) => `This account has been suspended. Please reach out to ${email} for help with your account.`,
  resetRequestFailure: 'Email does not exists.',
  resetLinkSent: 'A link to reset your password has been sent to your email address.',
  resetLinkExpired: 'The password reset link has expired. Please request another one to reset your password.',
  passwordChanged: 'Password changed.',
  otherSessionsEnded: 'You are signed out everywhere else.',
  notWhileImpersonating: 'Staff acting as this user cannot end its other sessions.',
  invalidEmail: 'Please enter a valid email address.',
  emailVerified: 'Thank you for verifying your email! Two-Factor Authentication (2FA) is now enabled for your account.',
  alreadyVerified: 'You already verified your email for 2FA.',
  notificationDeleted: 'Notification deleted successfully.',
  noNotifications: 'No messages to display',
  countryRequired: 'The country field is required.',
  unlockFirstGiving: 'Create your first giving to unlock!',
  reactivateMembership: 'Reactivate your membership to access this',
  upgradeForEmbed: 'Please upgrade your account to access embed codes. Contact us for help.',
  // Texts of the web app's own forms and notices (the specification leaves them open)
  emailRequired: 'The email field is required.',
  passwordRequired: 'The password field is required.',
  signedOut: 'You have signed out. See you soon!',
  ownerInactiveSignedOut:
    "Your company's membership is no longer active, so team accounts are paused. Please ask your company owner to reactivate it.",
  accountSwitched: {
    company: 'You are now using your Business Account.',
    user: 'You are now using your Personal Account.',
  },
  impersonationEnded: 'You are back in your admin account.',
  noUsersFound: 'No users match this search.',
} as const;

/** Titles of the back-office and partner panel headers, and labels of the account-switching items. */
export const PANEL_TITLES = { admin: 'Admin System', partner: 'Worthy Cause User Panel' } as const;

export const ACCOUNT_LABELS = {
  switchToBusiness: 'Switch to Business Account',
  switchToPersonal: 'Switch to Personal Account',
  switchTo: 'Switch to',
  businessView: 'Business Account',
  partnerView: 'Partner Account',
  adminAccount: 'Admin Account',
  backToAdmin: 'Back to Admin Account',
  loginAsUser: 'Login as this user',
  passwordSettings: 'Login & Password Settings',
  personalProfile: 'Personal Profile',
  companyProfile: 'Company Profile',
  billing: 'Billing',
} as const;

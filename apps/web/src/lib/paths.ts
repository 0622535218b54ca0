/**
 * Every in-app address that screens link to. The route table declares its paths from these too, so a
 * moved screen changes in one place.
 */
export const PATHS = {
  root: '/',
  impact: '/impact',
  /** Every paid contribution, its filters in the query (route impact.history). */
  impactHistory: '/impact-history',
  login: '/login',
  /** The trial sign-up, with an optional ?code= referral code. */
  join: '/trial-registration',
  /** The visitors' home: what Goodhive is, live totals, projects and members (public.home). */
  welcome: '/welcome',
  about: '/about',
  howItWorks: '/how-it-works',
  causes: '/causes',
  community: '/community',
  members: '/members',
  blog: '/blog',
  summitPost: '/blog#impact-summit-2027',
  help: '/help',
  terms: '/terms',
  privacy: '/privacy',
  /** Signed-in password change (routes reset-password and business.personal.reset-password). */
  passwordSettings: '/reset-password',
  personalPasswordSettings: '/personal/reset-password',
  /** Route patterns of the e-mailed links and of the admin's user record. */
  forgotPassword: '/forgot-password/:key',
  verifyEmail: '/verify-email/:key',
  adminUserDisplay: '/admin/users/display/:id',
  /** Staff user management (admin-and-partner.md §2.1 Users) and the audit log of staff actions. */
  adminUsers: '/admin/users',
  adminUsersUpgrade: '/admin/users/upgrade',
  adminUsersCreate: '/admin/users/create',
  adminUsersCreateNew: '/admin/users/create-new',
  adminUserEdit: '/admin/users/edit/:id',
  adminAuditLog: '/admin/audit-log',
  /** Staff communication (admin-and-partner.md §2.1 Banners, Communication, Events). */
  adminBroadcasts: '/admin/broadcast-notifications',
  adminBanners: '/admin/banner',
  adminBannerAdd: '/admin/banner/add',
  adminBannerEdit: '/admin/banner/edit/:id',
  adminEvents: '/admin/events',
  adminEventCreate: '/admin/events/create',
  adminEventEdit: '/admin/events/edit/:id',
  adminEmails: '/admin/emails/list',
  adminEmailCreate: '/admin/emails/create',
  adminEmailEdit: '/admin/emails/edit/:id',
  /** The members' event calendar. */
  events: '/events',
  /** The partner panel's profile. */
  partnerProfile: '/profile',
  /** Embed Impact Widgets (business side menu). */
  givingWidget: '/giving-widget',
  gratitudeCertificate: '/gratitude-certificate',
  /** Partnership status: without an impact partnership level, and with one. */
  impactPartnership: '/impact-partnership',
  impactPartnershipLevel: '/impact-partnership-b',
  /** Public impact profiles and the business listing (route names count as public). */
  businessListing: '/business-listing',
  businessProfile: '/business-profile/:id',
  personalProfile: '/personal-account-profile/:id',
  /** The member's own profiles, edited (routes business.personal.profile and business.company.profile). */
  personalProfileEdit: '/personal/profile/',
  companyProfileEdit: '/company/profile/',
  /** The public check of a certificate's verification link. */
  certificateVerify: '/certificate/verify/:code',
  /** The project catalogue, the giving cart and a shared cart's link. */
  viewAllProjects: '/view-all-projects',
  projectDetail: '/projectdetail/:id',
  bundleDetail: '/bundledetail/:id',
  givingCart: '/giving-cart',
  sharedCart: '/usercart/:key/:type',
  /** Where a guest's payment ends, and the receipt's link that claims a guest's giving into an account. */
  thankYou: '/thankyou',
  /** Campaigns: a company's settings and its form; the public campaign, its data and where its givers land. */
  campaignSettings: '/campaign-settings',
  campaignUpdate: '/campaign/update',
  campaignPaymentSuccess: '/campaign/payment-success',
  campaignShared: '/campaign/shared/:key',
  campaignData: '/campaign/campaigndata/:key',
  campaignDataNew: '/campaign/campaigndata-new/:key',
  campaignThankYou: '/thankyou/:key',
  claimGiving: '/claim-giving/:key',
  /** Paying a checkout, and the payment provider's return addresses. */
  paymentRedirect: '/payment-redirect/:type/:userToken/:contributionGroupId',
  paymentSuccess: '/payment-success/',
  paymentFailed: '/payment-failed/',
  paymentCancelled: '/payment-cancelled',

  /** The partner panel ('Worthy Cause User Panel'). */
  partnerUpdates: '/updates',
  partnerProjects: '/projects-list',
  partnerProjectCreate: '/projects/create',
  partnerProjectEdit: '/projects/edit/:id',
  partnerProjectUpdates: '/project-updates-list/',
  partnerProjectUpdate: '/project-update/:id',
  partnerContributions: '/contributions',
  partnerContributionsManagement: '/contributions-management',
  partnerResources: '/resources',

  /** The staff 'WC & Projects' menu: partner users, their profiles and projects. */
  adminWcuUsers: '/admin/wcuuser',
  adminWcuCreate: '/admin/wcuuser/create',
  adminWcuProfiles: '/admin/wcuuser/profiles',
  /** One partner's profile and documents, opened from the profiles list. */
  adminWcuProfileEdit: '/admin/wcuuser/profiles/:id',
  adminWcuProjects: '/admin/wcuuser/projects',
  adminWcuProjectCreate: '/admin/wcuuser/projects/create/:id',
  adminWcuProjectEdit: '/admin/wcuuser/projects/edit/:userId/:id',
  adminWcuBundleCreate: '/admin/wcuuser/bundles/create/:id',
  adminWcuBundleEdit: '/admin/wcuuser/bundles/edit/:userId/:id',
  adminWcuDisplayConditions: '/admin/wcuuser/display_conditions',
  adminWcuProjectUpdates: '/admin/wcuuser/project/updates',
  adminWcuProjectUpdateEdit: '/admin/wcuuser/project/updates/edit/:id',
  adminWcuChangelog: '/admin/wcuuser/project/changelog',
  /** Worthy causes suggested at /refer-a-project. */
  adminWcuReferrals: '/admin/wcuuser/referred-causes',
  /** Worthy causes' applications through the partner sign-up, and the sign-up itself. */
  adminWcuApplications: '/admin/wcuuser/applications',
  partnerSignUp: '/partner-sign-up',
  signUp: '/sign-up',
  signUpGeniusU: '/sign-up-geniusu',
  signUpComplete: '/sign-up/complete/:key',
  /** Referrals and hives: the member's screens, the public hive page and register, and the staff screens. */
  invite: '/invite',
  hiveBuilder: '/hive-builder',
  hiveMember: '/hive-member',
  myHive: '/my-hive',
  hivePage: '/hive/:page_url',
  hiveJoin: '/hive/:page_url/join',
  connect: '/connect',
  connectCode: '/connect/:code',
  adminHives: '/admin/hives',
  adminHiveCreate: '/admin/hives/create',
  adminHiveEdit: '/admin/hives/edit/:id',
  adminReferralCodes: '/admin/referrals',
  adminReferralCodeCreate: '/admin/create',
  adminReferralCodeEdit: '/admin/edit/:id',
  adminReferralsForGood: '/admin/referrals-for-good',
  adminReferralsForGoodCreate: '/admin/referrals-for-good/create',
  adminReferralsForGoodEdit: '/admin/referrals-for-good/edit/:id',
  /** Staff change the public site's texts. */
  adminPublicPages: '/admin/public-pages',

  /** The staff 'Giving Management' menu: giving, offline giving, remittances to partners, giving credits. */
  adminGiving: '/admin/giving',
  adminGivingDetails: '/admin/giving-details/:id',
  adminGivingCreate: '/admin/giving/create',
  adminRemittances: '/admin/giving/remittance',
  adminRemittanceCreate: '/admin/giving/remittance/create',
  adminCredits: '/admin/giving/credits',
  /** Staff tokens and accounts (admin-and-partner.md §2.1 'Tokens and accounts'); {id} is the company. */
  adminImpactTokens: '/admin/impact-token-management',
  adminExpiredTokens: '/admin/expired-token-management',
  adminTeamAccounts: '/admin/team-account-management',
  adminAdditionalEngagement: '/admin/additional-engagement',
  adminIssueEmployeeAccounts: '/admin/issue-employee-accounts/:id',
  adminIssueAdditionalEngagement: '/admin/issue-additional-engagement/:id',
  adminRemoveEmployeeAccounts: '/admin/remove-employee-accounts/:id',
  adminIssueExternalToken: '/admin/issue-external-token/:id',
  adminRevokeExternalToken: '/admin/revoke-external-token/:id',
  adminCreditCreate: '/admin/giving/credits/create',
  adminRecurring: '/admin/recurring',
  adminRecurringDetail: '/admin/recurring/detail/:subId',
  /** The staff 'User Management' menu's membership payments. */
  adminMembershipPayments: '/admin/membership-payments',
  adminMembershipPaymentsFilter: '/admin/membership-payments/filter/:companyId',
  adminMembershipPaymentEdit: '/admin/membership-payments/edit/:id',
  adminMembershipPaymentDisplay: '/admin/membership-payments/display/:id',
  adminMembershipPaymentCreate: '/admin/membership-payments/create',
  adminMembershipPaymentAdd: '/admin/membership-payments/add/:id',

  /** Givers follow the updates of what they funded; partners' public pages; suggesting a cause. */
  projectUpdatesList: '/project-updates/list',
  projectUpdateDetails: '/project-updates/details/:id',
  wcuPartner: '/wcu_partner/:id',
  referAProject: '/refer-a-project',
  /** Membership: packages, upgrade, renewal and auto-renewal (routes profile.upgrade, profile.renewmembership...). */
  upgrade: '/profile/upgrade/',
  upgradeOptions: '/profile/upgrade-options/',
  upgradeTrial: '/profile/upgrade-trial/',
  renewMembership: '/profile/renew-membership/',
  downgrade: '/profile/downgrade/',
  cancelAutoRenew: '/profile/upgrade/cancel',
  /** Billing of the giving account: cards, tax details and address; giving payments; token purchases. */
  billingDetails: '/billing-details',
  billingImpacts: '/billing-impacts',
  billingTokens: '/billing-tokens',
  /** Impact tokens: the company's and the holder's screen, and the recipient's e-mailed link. */
  tokenManagement: '/token-management',
  developersWebhooks: '/developers/webhooks',
  tokenClaim: '/token-claim/:key',
  /** Team accounts: the company's members and invitations, and the invitee's link. */
  teamAccounts: '/team-accounts-management',
  joinTeammember: '/join-teammember/:invite',
  /** The media kit (route media-kit) and its four sections, and the members' useful resources. */
  mediaKit: '/media-kit',
  mediaKitBrandGuideline: '/media-kit-brand-guideline',
  mediaKitVisualElements: '/media-kit-visual-elements',
  mediaKitSharingTemplates: '/media-kit-sharing-templates',
  mediaKitWrittenContent: '/media-kit-written-content',
  usefulResources: '/useful-resources',
  /** The Enhanced Engagement Tool: the company's engagements, one new or edited, its choices, and its shared page. */
  engagementTool: '/engagement-tool',
  engagementAdd: '/engagement/add',
  engagementUpdate: '/engagement/update/:key',
  engagementData: '/engagement/engagementdata/:key',
  engagementShared: '/engagement/shared/:key',
  /** Developers (company admins acting for the company): the Giving API's keys and its documentation. */
  developers: '/developers',
  developersDocs: '/developers/docs',
  /** Account menu: which e-mails the member receives, and their giving reminders (closed to downgraded members). */
  notificationSettings: '/notification-settings',
  impactReminders: '/impact-reminders',
  /** Stories (recurring impacts): the list, a new one, one story, and the signed manage link of the recurring e-mails. */
  recurringImpacts: '/recurring-impacts',
  createRecurringImpacts: '/create-recurring-impacts',
  recurringImpact: '/recurring-impact/:id',
  recurringImpactManage: '/recurring-impact/manage/:key',
  givingStories: '/giving-stories',
} as const;

/** The sign-in screen's steps that live in its address (?step=). */
export const LOGIN_STEPS = { verifyOtp: 'verify-otp', forgotPassword: 'forgot-password' } as const;

/** The sign-in screen opened at one of its steps. */
export const loginStepPath = (step: (typeof LOGIN_STEPS)[keyof typeof LOGIN_STEPS]) => `${PATHS.login}?step=${step}`;

/** Staff's form of one banner. */
export const adminBannerEditPath = (id: number) => PATHS.adminBannerEdit.replace(':id', String(id));

/** Staff's form of one milestone e-mail. */
export const adminEmailEditPath = (id: number) => PATHS.adminEmailEdit.replace(':id', String(id));

/** Staff's form of one event. */
export const adminEventEditPath = (id: number) => PATHS.adminEventEdit.replace(':id', String(id));

/** An admin's view of one user's record. */
export const adminUserPath = (id: number) => PATHS.adminUserDisplay.replace(':id', String(id));

/** A project's page; bundles have their own (/bundledetail/{id}). */
export const projectPath = (project: { id: number; is_bundle: boolean }) =>
  (project.is_bundle ? PATHS.bundleDetail : PATHS.projectDetail).replace(':id', String(project.id));

/** Fills a route pattern's :params (e.g. pathTo(PATHS.partnerProjectEdit, { id: 3 })). */
export function pathTo(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => {
    if (!(key in params)) throw new Error(`pathTo: missing :${key} for ${pattern}`);
    return encodeURIComponent(String(params[key]));
  });
}

/** One story's page (/recurring-impact/{id}). */
export const recurringImpactPath = (id: number) => PATHS.recurringImpact.replace(':id', String(id));

/** A campaign's public pages by its key, and its settings form (a new campaign without a key). */
export const campaignSharedPath = (key: string) => PATHS.campaignShared.replace(':key', encodeURIComponent(key));
export const campaignDataPath = (key: string) => PATHS.campaignData.replace(':key', encodeURIComponent(key));
export const campaignThankYouPath = (key: string) => PATHS.campaignThankYou.replace(':key', encodeURIComponent(key));
export const campaignUpdatePath = (key?: string) => (key ? `${PATHS.campaignUpdate}?key=${encodeURIComponent(key)}` : PATHS.campaignUpdate);

/** An engagement's edit form, its choices and its shared page. */
export const engagementUpdatePath = (key: string) => pathTo(PATHS.engagementUpdate, { key });
export const engagementDataPath = (key: string) => pathTo(PATHS.engagementData, { key });
export const engagementSharedPath = (key: string) => pathTo(PATHS.engagementShared, { key });

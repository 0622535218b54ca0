/** The zod-free part of referral-codes.ts (re-exported there): texts, constants and pure helpers of referrals, hives and connect. */

export const REFERRAL_REWARD_TYPES = ['none', 'giving_credit', 'funded_impact', 'membership_days'] as const;
export type ReferralRewardType = (typeof REFERRAL_REWARD_TYPES)[number];
export const REFERRAL_REWARD_LABELS: Record<ReferralRewardType, string> = {
  none: 'No reward',
  giving_credit: 'Giving credit',
  funded_impact: 'Funded impact',
  membership_days: 'Extra membership days',
};

export const REFERRAL_CODE_STATUSES = ['active', 'inactive'] as const;
export type ReferralCodeStatus = (typeof REFERRAL_CODE_STATUSES)[number];

export const REFERRAL_STATES = ['joined', 'converted'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];
export const REFERRAL_STATE_LABELS: Record<ReferralState, string> = { joined: 'Signed up (trial)', converted: 'Paying member' };

/** How a referred company came in; the admin users filter's refered_type. */
export const REFERRAL_SOURCES = ['trial-registration', 'connect'] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];

export const REFERRAL_LIMITS_CODES = {
  codeMin: 4,
  codeMax: 32,
  /** Invitation e-mails one company may send per day (referrals and hive invitations together). */
  invitationsPerDay: 20,
  /** Addresses in one invitation request. */
  invitationsPerRequest: 10,
  messageMax: 500,
  pageUrlMin: 3,
  pageUrlMax: 60,
  titleMax: 120,
  storyMax: 4000,
  programmeNameMax: 120,
  descriptionMax: 1000,
} as const;

/** A hive page URL: lowercase letters, digits and single hyphens, not at either end. */
export const HIVE_PAGE_URL_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A referral code: letters, digits and hyphens. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9-]+$/;

/** The two addresses of a company's referral link. */
export const referralLinks = (appUrl: string, code: string) => ({
  link: `${appUrl}/trial-registration?code=${encodeURIComponent(code)}`,
  connect_link: `${appUrl}/connect/${encodeURIComponent(code)}`,
});

export const referralTexts = {
  inviteTitle: 'Refer Another Business',
  inviteIntro: 'Share your link with a business you know. When they become a paying member, you both receive the reward.',
  linkLabel: 'Your referral link',
  connectLabel: 'Your connect link',
  codeLabel: 'Your referral code',
  shareHeading: 'Share',
  inviteHeading: 'Invite by e-mail',
  invitationsLeft: (n: number) => `You can send ${n} more ${n === 1 ? 'invitation' : 'invitations'} today.`,
  emailsLabel: 'E-mail addresses',
  emailsHelp: 'One or more addresses, separated by commas or new lines.',
  messageLabel: 'Personal message (optional)',
  sendInvites: 'Send invitations',
  referralsHeading: 'Businesses that joined through your link',
  noReferrals: 'No business has joined through your link yet.',
  rewardHeading: 'Reward for each paying referral',
  noReward: 'No reward is set for your code at the moment.',
  // Messages of the calls.
  invitationsSent: (n: number) => `${n} ${n === 1 ? 'invitation was' : 'invitations were'} sent.`,
  dailyLimit: (limit: number) => `You can send at most ${limit} invitations a day. Please try again tomorrow.`,
  dailyLimitLeft: (left: number) => `You can send only ${left} more ${left === 1 ? 'invitation' : 'invitations'} today.`,
  invalidEmails: 'Please enter valid e-mail addresses.',
  tooManyEmails: (max: number) => `Please enter at most ${max} addresses at a time.`,
  ownEmail: 'You cannot invite your own company.',
  notCompany: 'Referrals belong to a company account. Switch to your company to refer another business.',
  // Sign-up with a code.
  codeApplied: (company: string) => `You joined through ${company}'s referral.`,
  codeAppliedCampaign: 'Your referral code was applied.',
  codeUnknown: 'The referral code was not applied: we do not know this code.',
  codeExpired: 'The referral code was not applied: it has expired.',
  codeUsedUp: 'The referral code was not applied: it has been used as often as it may.',
  codeInactive: 'The referral code was not applied: it is no longer active.',
  selfReferral: 'The referral code was not applied: a company cannot refer itself.',
  // Invitation mail.
  mailSubject: (company: string) => `${company} invites you to Goodhive`,
  mailHeading: (company: string) => `${company} thinks your business would love Goodhive`,
  mailParagraphs: (sender: string, company: string) => [
    `${sender} of ${company} invites you to join Goodhive, where every business moment can fund a small, concrete impact.`,
    'Start with a free 17-day trial: your first impact is on us.',
  ],
  mailMessage: (sender: string, message: string) => `${sender} wrote: “${message}”`,
  mailAction: 'Start my free trial',
} as const;

export const hiveTexts = {
  builderTitle: 'Hive Builder',
  builderIntro: 'Build your hive: a public page that gathers the businesses you work with and shows the impact you create together.',
  membersTitle: 'Hive Members',
  myHiveTitle: 'My Hive',
  pageUrlLabel: 'Page URL',
  pageUrlHelp: 'Lowercase letters, numbers and hyphens, for example harbour-accountants.',
  titleLabel: 'Title',
  storyLabel: 'Your story',
  logoLabel: 'Logo',
  bannerLabel: 'Banner',
  save: 'Save hive',
  saved: 'Your hive was saved.',
  created: 'Your hive is live.',
  inviteHeading: 'Invite businesses into your hive',
  joinsInvite: (title: string) => `When you sign up through this invitation, your business joins the hive ${title} and its impact counts towards the hive's combined impact.`,
  linkHeading: 'Invite by link',
  linkHelp: 'Businesses that sign up through this link join your hive.',
  noHiveYet: 'You have not built your hive yet.',
  noMembers: 'No business has joined your hive yet.',
  notInHive: 'Your company does not belong to a hive yet.',
  combinedImpact: 'Our combined impact',
  members: 'Members',
  join: 'Join this hive',
  joinTitle: 'Join a hive',
  joined: (title: string) => `Your company joined ${title}.`,
  left: 'Your company left the hive.',
  removed: 'The company was removed from the hive.',
  viewPublic: 'View public page',
  // Errors.
  notHivePartner: 'Only hive partners can build a hive. Please contact us to become a hive partner.',
  pageUrlTaken: 'This page URL is taken. Please choose another.',
  pageUrlInvalid: 'Use 3 to 60 lowercase letters, numbers and single hyphens (not at the start or end).',
  titleRequired: 'Please enter a title.',
  imageInvalid: 'Please upload the image again.',
  unknownHive: 'This hive does not exist.',
  alreadyInHive: (title: string) => `Your company already belongs to the hive ${title}.`,
  ownHive: 'This is your own hive.',
  joinNeedsCompany: 'Only a business acting for its company can join a hive. Switch to your company account.',
  joinNeedsAdmin: 'Only an admin of your company can join a hive.',
  notMember: 'This company is not in the hive.',
  companyNotFound: 'Company not found.',
  companyHasHive: (company: string) => `${company} has a hive already.`,
} as const;

export const connectTexts = {
  title: 'Join Goodhive',
  intro: 'Register your business and start a free 17-day trial; your first impact is on us.',
  invitedBy: (company: string) => `${company} invited you to Goodhive.`,
  joinsHive: (title: string) => `Your business will join the hive ${title}.`,
  unknownCode: 'This invitation link is not valid any more. You can still register below.',
  submit: 'Register my business',
  signedIn: 'You are already signed in. This page is for businesses that are not members yet.',
  success: 'Welcome to Goodhive! Please check your e-mail to verify your address.',
} as const;

export const referralAdminTexts = {
  codesTitle: 'Referral Codes',
  programmesTitle: 'Referrals for Good',
  hivesTitle: 'Hives',
  codeSaved: 'The referral code was saved.',
  codeCreated: 'The referral code was created.',
  codeTaken: 'This code is taken. Please choose another.',
  codeInvalid: 'Use 4 to 32 letters, numbers or hyphens.',
  rewardAmountRequired: 'Please enter the credit amount.',
  rewardDaysRequired: 'Please enter the number of days.',
  rewardImpactRequired: 'Please choose the impact level and quantity.',
  unknownImpactLevel: 'Please choose a live impact level.',
  programmeSaved: 'The referral programme was saved.',
  programmeCreated: 'The referral programme was created.',
  hiveSaved: 'The hive was saved.',
  hiveCreated: 'The hive was created.',
  memberAdded: 'The company was added to the hive.',
  partnerSet: (on: boolean) => (on ? 'The company is now a hive partner.' : 'The company is no longer a hive partner.'),
  endsBeforeStart: 'The end must be after the start.',
} as const;

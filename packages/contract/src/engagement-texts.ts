import { PRODUCT_NAME } from './messages.js';

// The engagement tool (no zod): the limits, states and texts server and screens share.

export const ENGAGEMENT_TITLE_MAX = 120;
export const ENGAGEMENT_MESSAGE_MAX = 1000;
export const ENGAGEMENT_OPTIONS_MAX = 10;
export const ENGAGEMENT_CHOICE_LIMIT_MAX = 100_000;
export const ENGAGEMENT_NAME_MAX = 80;
/** How an engagement stands for a visitor: open to choices, not started yet, past its end, switched off or used up. */
export const ENGAGEMENT_STATES = ['open', 'scheduled', 'ended', 'inactive', 'full'] as const;
export type EngagementState = (typeof ENGAGEMENT_STATES)[number];
export const ENGAGEMENT_CHOICE_STATUSES = ['reserved', 'paid', 'failed'] as const;
export type EngagementChoiceStatus = (typeof ENGAGEMENT_CHOICE_STATUSES)[number];

/** The paths of the engagement screens. */
export const ENGAGEMENT_PATHS = {
  tool: '/engagement-tool',
  add: '/engagement/add',
  update: (key: string) => `/engagement/update/${key}`,
  data: (key: string) => `/engagement/engagementdata/${key}`,
  shared: (key: string) => `/engagement/shared/${key}`,
} as const;

export const engagementMessages = {
  upgradeToAccess: 'Upgrade to access',
  upgradeHint: 'The Enhanced Engagement Tool comes with a membership that includes it.',
  companyOnly: 'The engagement tool is for company accounts. Switch to your business account to use it.',
  adminsOnly: 'Engagements are managed by company admins.',
  notFound: 'Engagement not found.',
  created: 'Your engagement is saved. Share its link with your customers or team.',
  saved: 'Your engagement is saved.',
  titleRequired: 'Please give the engagement a title.',
  titleTooLong: `The title may have at most ${ENGAGEMENT_TITLE_MAX} characters.`,
  messageTooLong: `The message may have at most ${ENGAGEMENT_MESSAGE_MAX} characters.`,
  optionsRequired: 'Offer at least one project to choose from.',
  projectRequired: 'Please choose a project.',
  levelRequired: 'Please choose an impact.',
  tooManyOptions: `Offer at most ${ENGAGEMENT_OPTIONS_MAX} projects.`,
  duplicateOption: 'Each impact may be offered once.',
  choiceLimitMin: 'Allow at least 1 choice.',
  choiceLimitMax: `Allow at most ${ENGAGEMENT_CHOICE_LIMIT_MAX.toLocaleString('en-US')} choices.`,
  choiceLimitBelowMade: (made: number) => `${made} choice(s) have already been made: the limit cannot be lower.`,
  datesOrder: 'The end date cannot be before the start date.',
  dateInvalid: 'Please enter a date as YYYY-MM-DD.',
  optionsLocked: 'Choices have been made: the projects offered can no longer change, only their order and the other fields.',
  // The visitor's side
  optionRequired: 'Please choose one of the projects.',
  optionNotOffered: 'This project is not offered by this engagement.',
  nameTooLong: `The name may have at most ${ENGAGEMENT_NAME_MAX} characters.`,
  emailInvalid: 'Please enter a valid email address.',
  scheduled: (date: string) => `This engagement opens on ${date}.`,
  ended: 'This engagement has ended. Thank you for your interest.',
  inactive: 'This engagement is not open at the moment.',
  full: 'All the choices of this engagement have been made. Thank you for your interest.',
  notFunded: 'Your choice could not be given right now. The company has been told; please try again later.',
  chosen: (company: string) => `Thank you! ${company} gives this impact for you.`,
} as const;

/** The company's bell when a choice could not be paid for. */
export const engagementNoticeTexts = {
  notFundedTitle: 'A choice on your engagement could not be given',
  notFundedBody: (title: string, impact: string, reason: string) =>
    `A visitor chose ${impact} on "${title}", but it could not be paid: ${reason} Add giving credit or a primary card on Billing Details so the next choices are given.`,
  noCard: 'there is no saved card to pay with, and not enough giving credit.',
} as const;

export const engagementTexts = {
  menuLabel: 'Enhanced Engagement Tool',
  listTitle: 'Enhanced Engagement Tool',
  listDescription:
    'Let your customers or your team choose where an impact goes. Share a page, they pick one of the projects you offer, and your company gives it.',
  create: 'Create an engagement',
  addTitle: 'New engagement',
  updateTitle: 'Edit engagement',
  dataTitle: 'Choices made',
  detailsHeading: 'Engagement details',
  empty: 'No engagements yet',
  emptyHint: 'Create one, share its link, and see every choice here.',
  title: 'Title',
  titleHint: 'What the visitor reads first, e.g. "Choose where our thank-you goes".',
  message: 'Message',
  messageHint: 'A few words on why you give and what happens when they choose.',
  options: 'Projects to choose from',
  optionsHint: 'Each choice gives the impact shown, paid by your company.',
  addOption: 'Add a project',
  removeOption: 'Remove',
  project: 'Project',
  impactLevel: 'Impact',
  quantity: 'Impact quantity per choice',
  choiceLimit: 'Limit of choices',
  choiceLimitHint: 'Once this many choices are made, the page closes.',
  startDate: 'Start date',
  endDate: 'End date',
  datesHint: 'Leave empty to open at once and never end.',
  isActive: 'Active (open to choices)',
  save: 'Save engagement',
  edit: 'Edit',
  viewChoices: 'View choices',
  openShared: 'Open shared page',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  sharedLink: 'Shared link',
  choicesMade: 'Choices made',
  choicesLeft: 'Choices left',
  maxSpend: 'At most',
  spent: 'Given so far',
  funding:
    'Each choice is paid by your company: with your giving credit when it covers the choice, otherwise with your primary card on Billing Details.',
  states: { open: 'Open', scheduled: 'Not open yet', ended: 'Ended', inactive: 'Inactive', full: 'All choices made' } satisfies Record<EngagementState, string>,
  choiceStatuses: { reserved: 'Being given', paid: 'Given', failed: 'Not funded' } satisfies Record<EngagementChoiceStatus, string>,
  // The shared page
  sharedBy: (company: string) => `From ${company}`,
  chooseHeading: 'Choose where the impact goes',
  yourName: 'Your name (optional)',
  yourEmail: 'Your e-mail (optional)',
  emailHint: 'Only the company sees it.',
  choose: 'Give this impact',
  chosen: 'Your choice',
  noChoices: 'No choices yet',
  noChoicesHint: 'Share the link: every choice appears here.',
  anonymous: 'Anonymous',
  product: PRODUCT_NAME,
} as const;

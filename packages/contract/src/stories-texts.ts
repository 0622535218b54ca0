import { PRODUCT_NAME } from './messages.js';
import { QUANTITY_MAX } from './catalogue-constants.js';

/** Stories (recurring impacts): the limits, states and texts server and screens share. */

export const STORY_TEXT_MAX = 500;
export const STORY_PROJECTS_MAX = 10;
export const STORY_TEMPLATE_TITLE_MAX = 120;
export const STORY_STATUSES = ['draft', 'active'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];
export const STORY_AUTOMATION_STATUSES = ['on', 'paused', 'off'] as const;
export type StoryAutomationStatus = (typeof STORY_AUTOMATION_STATUSES)[number];
/** What the owner may do to a monthly story, from its page or a signed link in a recurring e-mail. */
export const STORY_MANAGE_ACTIONS = ['pause', 'resume', 'skip', 'quantity', 'cancel'] as const;
export type StoryManageAction = (typeof STORY_MANAGE_ACTIONS)[number];
export const STORY_RUN_STATUSES = ['pending', 'charging', 'retrying', 'paid', 'failed', 'skipped'] as const;
export type StoryRunStatus = (typeof STORY_RUN_STATUSES)[number];
/** The story header list (§9): limit 5, page 1, monthly giving, newest change first. */
export const STORY_HEADER_LIST = { limit: 5, page: 1, is_giving_monthly: 1, order_by_field: 'updated_at', order_by: 'desc' } as const;
/** A failed monthly charge is tried again after these many days (3 retries over 7 days), then the story pauses. */
export const STORY_RETRY_DAYS = [1, 3, 7] as const;
/** The order fields of the story lists. */
export const STORY_ORDER_FIELDS = ['updated_at', 'created_at', 'id', 'story_text', 'next_giving_at'] as const;

export const storyMessages = {
  notFound: 'Story not found.',
  created: 'Your story was saved as a draft.',
  saved: 'Your story was saved.',
  activated: 'Your story is active.',
  alreadyActive: 'This story is already active.',
  movedToDraft: 'Your story was moved to draft.',
  alreadyDraft: 'This story is already a draft.',
  deleted: 'Your story was deleted.',
  automationUpdated: 'The automated giving of your story was updated.',
  destinationSaved: 'The destination link was saved.',
  addedToCart: 'Your story is in your giving cart.',
  projectUnavailable: 'This project cannot be given right now.',
  levelNotOfProject: 'This impact level does not belong to the project.',
  levelUnavailable: 'This impact level cannot be given right now.',
  quantityMin: 'The quantity must be at least 1.',
  quantityMax: `The quantity must be at most ${QUANTITY_MAX}.`,
  storyTextRequired: 'Please tell your story.',
  storyTextTooLong: `A story has at most ${STORY_TEXT_MAX} characters.`,
  projectsRequired: 'Choose at least one project.',
  tooManyProjects: `A story gives at most ${STORY_PROJECTS_MAX} projects.`,
  duplicateLevel: 'Each impact level can be chosen once per story.',
  destinationInvalid: 'Please enter a link starting with http:// or https://.',
  notMonthly: 'Only a monthly story has automated giving.',
  notActiveMonthly: 'Only an active monthly story can do this.',
  cancelled: 'The automated giving of this story was cancelled.',
  paused: 'The automated giving of this story is paused.',
  resumed: 'The automated giving of this story is on again.',
  skipped: (month: string) => `${month} will be skipped.`,
  quantityChanged: 'The monthly quantity was changed.',
  quantityMultiProject: 'Change the quantities of a multi-project story on its page.',
  manageLinkInvalid: 'This link is not valid any more.',
  templateSaved: 'The template was saved.',
  templateDeleted: 'The template was deleted.',
  templateNotFound: 'Template not found.',
  storyNotInCartAccount: 'This story belongs to another giving account.',
  embedReady: 'Your embed code is ready.',
} as const;

/** Labels and texts of the story screens. */
export const storyTexts = {
  listTitle: 'Recurring impacts',
  createTitle: 'Create a recurring impact',
  detailTitle: 'Recurring impact',
  empty: 'You have no recurring impacts yet.',
  createButton: 'Create recurring impact',
  storyText: 'Your story',
  storyTextHint: 'For example: For every new client we plant 10 trees.',
  monthly: 'Give every month',
  monthlyBadge: 'Monthly',
  oneOff: 'One-off',
  draft: 'Draft',
  active: 'Active',
  automationOn: 'Automated monthly giving is on',
  automationPaused: 'Automated monthly giving is paused',
  automationOff: 'Automated monthly giving is cancelled',
  nextGiving: 'Next giving',
  history: 'Giving history',
  noHistory: 'No giving yet.',
  fromTemplate: 'Start from a template',
  fromScratch: 'Start from scratch',
  listDescription: 'Tie giving to your everyday business moments, and let it repeat every month without anyone remembering.',
  emptyHint: 'Start from a template for your industry, or write your own story.',
  filterStatus: 'Status',
  filterKind: 'Giving',
  search: 'Search stories',
  allStatuses: 'All statuses',
  allKinds: 'Monthly and one-off',
  perGiving: 'per giving',
  view: 'Open',
  createDescription: 'Say what a business moment gives, pick the impact, and choose monthly or one-off giving.',
  templatesHeading: 'Templates for your industry',
  businessTemplatesHeading: 'Your saved templates',
  noTemplates: 'No templates yet.',
  useTemplate: 'Use this template',
  project: 'Project',
  impactLevel: 'Impact',
  quantity: 'Quantity per giving',
  image: 'Image address (optional)',
  destinationLink: 'Destination link (optional)',
  saveDraft: 'Save as draft',
  saveAndActivate: 'Save and activate',
  chooseProject: 'Choose a project',
  activate: 'Activate',
  activateNew: 'Activate and give now',
  moveToDraft: 'Move to draft',
  delete: 'Delete',
  deleteConfirm: 'Delete this story? Its giving history stays in your impact history.',
  pause: 'Pause',
  resume: 'Resume',
  skip: 'Skip next month',
  changeQuantity: 'Change quantity',
  cancelAutomation: 'Cancel monthly giving',
  embedHeading: 'Share and embed',
  getEmbed: 'Get embed code and share text',
  embedCode: 'Embed code',
  shareTextLabel: 'LinkedIn post',
  downloadCsv: 'Download contributions (CSV)',
  projectsHeading: 'What each giving funds',
  skipping: (month: string) => `Skipping ${month}`,
  manageTitle: 'Manage your recurring impact',
  manageDescription: 'Changes apply from the next monthly giving.',
  shareText: (storyText: string, figures: string) => `${storyText} So far: ${figures}. We give through ${PRODUCT_NAME}. #givingback #impact`,
} as const;

/** Texts of the recurring-giving e-mails. */
export const storyMailTexts = {
  receipt: {
    subject: (month: string) => `Your monthly giving for ${month} is done`,
    heading: (firstName: string) => `Thank you, ${firstName}`,
    paragraph: (storyText: string, total: string) => `Your story "${storyText}" gave US $${total} this month.`,
  },
  failed: {
    subject: 'Your monthly giving could not be paid',
    heading: (firstName: string) => `Hi ${firstName}, your monthly giving is paused`,
    paragraph: (storyText: string, reason: string) => `We tried to pay your story "${storyText}" four times over seven days. ${reason} The story is paused until you turn it on again.`,
  },
  manageIntro: 'Pause, skip next month, change the quantity or cancel without signing in:',
  manageLabel: 'Manage this recurring impact',
} as const;

/** Campaigns: a company's public giving campaign, its limits and texts, shared by server and screens; zod-free. */

export const CAMPAIGN_TITLE_MAX = 120;
export const CAMPAIGN_THANK_YOU_MAX = 1000;
/** The largest goal a campaign may set, in impact units. */
export const CAMPAIGN_GOAL_MAX = 10_000_000;
/** A campaign is upcoming before its first day, open from its first to its last day (inclusive, UTC), then ended. */
export const CAMPAIGN_STATES = ['upcoming', 'open', 'ended'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const campaignMessages = {
  notFound: 'Campaign not found.',
  created: 'Your campaign is set up. Share its link to start collecting.',
  saved: 'Your campaign was saved.',
  businessOnly: 'Campaigns are set up by a business account. Switch to your company to set one up.',
  titleRequired: 'Give the campaign a title.',
  titleTooLong: `Keep the title under ${CAMPAIGN_TITLE_MAX} characters.`,
  storyRequired: 'Choose the story the campaign gives to.',
  storyUnavailable: 'Choose one of your company’s stories.',
  impactNotOfStory: 'Choose one of the impacts of this story.',
  impactUnavailable: 'This impact cannot be given right now.',
  goalRequired: 'Set a goal of at least 1 impact unit.',
  goalTooLarge: `Set a goal of at most ${CAMPAIGN_GOAL_MAX.toLocaleString('en-US')} impact units.`,
  dateRequired: 'Choose a date.',
  endBeforeStart: 'The end date cannot be before the start date.',
  endInPast: 'The end date cannot be in the past.',
  thankYouRequired: 'Write the thank-you text givers will read.',
  thankYouTooLong: `Keep the thank-you text under ${CAMPAIGN_THANK_YOU_MAX} characters.`,
  notStarted: 'This campaign has not started yet.',
  ended: 'This campaign has ended.',
  quantityMin: 'Give at least 1 impact unit.',
  paymentNotFound: 'This campaign payment does not exist.',
  impactFixed: 'The impact of a campaign cannot change once people have given to it.',
} as const;

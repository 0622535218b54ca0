/** The zod-free part of referrals.ts (re-exported there): texts, constants and pure helpers a screen shows without loading the schemas. */

export const REFERRAL_STATUSES = ['new', 'contacted', 'onboarded', 'declined'] as const;

export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = { new: 'New', contacted: 'Contacted', onboarded: 'Onboarded', declined: 'Declined' };

export const REFERRAL_LIMITS = {
  causeNameMax: 200,
  websiteMax: 500,
  nameMax: 120,
  emailMax: 254,
  phoneMax: 40,
  descriptionMin: 20,
  descriptionMax: 4000,
  noteMax: 2000,
} as const;

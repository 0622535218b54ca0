/** The zod-free part of profiles.ts (re-exported there): texts, constants and pure helpers a screen shows without loading the schemas. */
export const BUSINESS_LISTING_PAGE_SIZE = 12;

export const profileMessages = {
  notFound: 'This profile is private or does not exist.',
  madePublic: 'Your impact profile is public now.',
  madePrivate: 'Your impact profile is private now.',
  companyAdminsOnly: 'Only the admins of this company can change its profile.',
} as const;

/** The zod-free part of banners.ts (re-exported there): placements and the texts of the banner screens and the header strip. */

/** Where a banner shows: the business header's strip (the only placement the header reads) and the member home. */
export const BANNER_PLACEMENTS = ['header', 'dashboard'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
export const BANNER_PLACEMENT_LABELS: Record<BannerPlacement, string> = { header: 'Business header', dashboard: 'Member home page' };

export const BANNER_TITLE_MAX = 150;
export const BANNER_LINK_MAX = 2048;
/** The public active-banner answer is cached for at most this long (and dropped at once when staff change a banner). */
export const BANNER_CACHE_MS = 60_000;

export const bannerTexts = {
  listTitle: 'Banners',
  addTitle: 'Add Banner',
  editTitle: 'Edit Banner',
  description: 'Header banners members see across the business panel, with the optional US dollar notice.',
  add: 'Add banner',
  save: 'Save banner',
  empty: 'No banners yet',
  emptyDescription: 'Add a banner to show a message in the members’ header.',
  created: 'Banner added.',
  saved: 'Banner saved.',
  deleted: 'Banner deleted.',
  confirmDelete: (title: string) => `Delete the banner “${title}”? Members stop seeing it at once.`,
  notFound: 'This banner does not exist.',
  titleRequired: 'Please enter the banner title.',
  titleTooLong: `The title may be at most ${BANNER_TITLE_MAX} characters.`,
  linkInvalid: 'The link must be a web address starting with http:// or https://.',
  placementInvalid: 'Please choose where the banner shows.',
  startRequired: 'Please choose when the banner starts.',
  dateInvalid: 'Please enter a valid date and time.',
  endBeforeStart: 'The end must be after the start.',
  imageInvalid: 'The image must be a JPEG, PNG, GIF or WebP picture.',
  /** Said in the form and in the answer of a save: overlapping active banners on one placement, the newest shows. */
  newestWins: 'When active banners overlap on one placement, the newest one is shown.',
  overlaps: (n: number) => `${n === 1 ? 'Another active banner overlaps' : `${n} other active banners overlap`} this one on the same placement: the newest one is shown.`,
  /** The USD notice bar under the header strip. */
  usdNotice: 'All amounts on Goodhive are in US dollars (USD). Amounts in other currencies are converted at the rate of the day of payment.',
  stripLabel: 'Announcement',
  usdNoticeLabel: 'Currency notice',
} as const;

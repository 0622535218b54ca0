/** The zod-free part of milestones.ts (re-exported there): milestone kinds, placeholders, limits and texts. */

/** What a member reaches: their first paid giving, N impacts given, N months of membership, more than an amount (US $) given in total. */
export const MILESTONE_KINDS = ['first_giving', 'impacts', 'membership_months', 'total_given'] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];
export const MILESTONE_KIND_LABELS: Record<MilestoneKind, string> = {
  first_giving: 'First giving',
  impacts: 'Number of impacts given',
  membership_months: 'Months of membership',
  total_given: 'Total given above an amount (US $)',
};
/** What the threshold field means for each kind (first giving has none). */
export const MILESTONE_THRESHOLD_LABELS: Record<MilestoneKind, string | null> = {
  first_giving: null,
  impacts: 'Impacts given',
  membership_months: 'Months of membership',
  total_given: 'Total given above (US $)',
};

/** A member is sent at most this many milestone e-mails (business-and-public.md §9: milestone maximum limit 6). */
export const MILESTONE_LIMIT_PER_MEMBER = 6;
export const MILESTONE_NAME_MAX = 120;
export const MILESTONE_SUBJECT_MAX = 200;
export const MILESTONE_BODY_MAX = 5000;
export const MILESTONE_THRESHOLD_MAX = 10_000_000;

/** The placeholders a subject or body may carry, with what each becomes. */
export const MILESTONE_PLACEHOLDERS = {
  first_name: "The member's first name",
  last_name: "The member's last name",
  milestone: 'The milestone reached (e.g. “10 impacts”)',
  impacts: 'Impacts given so far',
  total_given: 'Total given so far, in US $',
  months: 'Months of membership',
} as const;
export type MilestonePlaceholder = keyof typeof MILESTONE_PLACEHOLDERS;

/** Fills {placeholder} marks; an unknown mark is left as it is. */
export function fillPlaceholders(text: string, values: Record<MilestonePlaceholder, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? values[name as MilestonePlaceholder] : whole));
}

/** The milestone in words: 'First giving', '10 impacts', '12 months of membership', 'US $1,000 given'. */
export function milestoneLabel(kind: MilestoneKind, threshold: number): string {
  if (kind === 'first_giving') return 'First giving';
  if (kind === 'impacts') return `${threshold.toLocaleString('en-US')} impact${threshold === 1 ? '' : 's'}`;
  if (kind === 'membership_months') return `${threshold} month${threshold === 1 ? '' : 's'} of membership`;
  return `US $${threshold.toLocaleString('en-US')} given`;
}

export const milestoneTexts = {
  listTitle: 'Milestone e-mails',
  listDescription: `E-mails members receive once when they reach a milestone (at most ${MILESTONE_LIMIT_PER_MEMBER} per member), unless they turned milestone e-mails off.`,
  createTitle: 'Create Milestone E-mail',
  editTitle: 'Edit Milestone E-mail',
  create: 'Create milestone e-mail',
  save: 'Save e-mail',
  created: 'Milestone e-mail created.',
  saved: 'Milestone e-mail saved.',
  deleted: 'Milestone e-mail deleted.',
  empty: 'No milestone e-mails yet',
  emptyDescription: 'Create one to congratulate members on their first giving and the milestones after it.',
  notFound: 'This milestone e-mail does not exist.',
  preview: 'Preview',
  previewTitle: 'Preview (with sample figures)',
  testSend: 'Send a test to me',
  testSent: (email: string) => `A test was sent to ${email}.`,
  placeholdersHelp: 'Placeholders: ',
  sent: (n: number) => `Sent to ${n.toLocaleString('en-US')} member${n === 1 ? '' : 's'}`,
  nameRequired: 'Please enter a name for the e-mail.',
  nameTooLong: `The name may be at most ${MILESTONE_NAME_MAX} characters.`,
  kindInvalid: 'Please choose the milestone.',
  thresholdInvalid: 'Please enter a whole number from 1.',
  subjectRequired: 'Please enter the subject.',
  subjectTooLong: `The subject may be at most ${MILESTONE_SUBJECT_MAX} characters.`,
  bodyRequired: 'Please enter the message.',
  bodyTooLong: `The message may be at most ${MILESTONE_BODY_MAX} characters.`,
  unknownPlaceholder: (names: string) => `Unknown placeholder: ${names}. Use ${Object.keys(MILESTONE_PLACEHOLDERS).map((p) => `{${p}}`).join(', ')}.`,
  fields: { name: 'Name', kind: 'Milestone', threshold: 'Threshold', subject: 'Subject', body: 'Message', active: 'Active' },
} as const;

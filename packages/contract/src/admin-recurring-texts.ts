/** The zod-free part of admin-recurring.ts (re-exported there): texts of the staff recurring-giving screens. */

export const ADMIN_RECURRING_PAGE_SIZE = 25;
export const ADMIN_RECURRING_ACTIONS = ['pause', 'resume', 'cancel'] as const;
export type AdminRecurringAction = (typeof ADMIN_RECURRING_ACTIONS)[number];

export const adminRecurringMessages = {
  notFound: 'Recurring story not found.',
  reasonRequired: 'Say why; it goes in the audit log.',
  notMonthly: 'Only a monthly story gives every month.',
  alreadyThere: (status: string) => (status === 'paused' ? 'This story is paused already.' : status === 'on' ? 'This story gives monthly already.' : 'This story is cancelled already.'),
} as const;

export const automationStatusLabels = { on: 'Giving monthly', paused: 'Paused', off: 'Cancelled' } as const;
export const storyRunStatusLabels: Record<string, string> = {
  pending: 'Due',
  charging: 'Charging',
  retrying: 'Retrying',
  paid: 'Paid',
  failed: 'Failed',
  skipped: 'Skipped',
};

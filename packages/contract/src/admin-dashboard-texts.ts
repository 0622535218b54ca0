/** The staff dashboard's words for what cannot be reached yet (a text file: the web app loads it without zod). */
export const adminDashboardTexts = {
  jobLogPending: 'Available when the staff job log lands',
} as const;

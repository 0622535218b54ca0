/** The partner application's words (a text file: the web app loads it without zod). */
export const partnerApplicationTexts = {
  submitted: 'Thank you. Your application was received; our team reviews it and writes to you by e-mail.',
  documentRequired: 'Attach a document about your organisation (a PDF, or a photo of it).',
  documentType: 'Please upload a PDF document or a PNG or JPEG image.',
  emailTaken: 'An account already uses this e-mail address.',
  alreadyApplied: 'An application with this e-mail address is already waiting for review.',
  notPending: 'This application was already reviewed.',
  notFound: 'There is no such application.',
  approved: 'The application was approved: the partner user was created and the welcome e-mail sent.',
  rejected: 'The application was declined.',
  reasonRequired: 'Say why the application is declined.',
  aboutLength: 'Tell us about your organisation in at least 30 characters.',
} as const;

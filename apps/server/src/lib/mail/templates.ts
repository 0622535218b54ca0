import { PRODUCT_NAME, membershipMailTexts } from '@goodhive/contract';
import type { MailTemplate } from './mail-kinds.js';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailContent = {
  template: MailTemplate;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Wraps a message body in the product's e-mail layout (inline styles: mail clients ignore style sheets); every template uses it. */
export function layout(opts: { preheader: string; heading: string; paragraphs: string[]; action?: { label: string; url: string }; code?: string }) {
  const button = opts.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(opts.action.url)}" style="background:#d97706;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(opts.action.label)}</a></p>
       <p style="font-size:13px;color:#6b7280">If the button does not work, open this link: <br><a href="${escapeHtml(opts.action.url)}" style="color:#166534">${escapeHtml(opts.action.url)}</a></p>`
    : '';
  const code = opts.code
    ? `<p style="font-size:32px;letter-spacing:10px;font-weight:700;color:#14532d;margin:24px 0">${escapeHtml(opts.code)}</p>`
    : '';
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(opts.heading)}</title></head>
<body style="margin:0;background:#fdf8ef;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1f2937">
<span style="display:none">${escapeHtml(opts.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="font-size:20px;font-weight:700;color:#b45309;margin:0 0 24px">${PRODUCT_NAME}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(opts.heading)}</h1>
${opts.paragraphs.map((p) => `<p style="line-height:1.6;margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${code}${button}
<p style="font-size:12px;color:#9ca3af;margin-top:32px">${PRODUCT_NAME}: small, concrete impacts that add up.</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    PRODUCT_NAME,
    '',
    opts.heading,
    '',
    ...opts.paragraphs,
    ...(opts.code ? ['', opts.code] : []),
    ...(opts.action ? ['', `${opts.action.label}: ${opts.action.url}`] : []),
  ].join('\n');
  return { html, text };
}

export function verifyEmailMail(firstName: string, url: string): MailContent {
  return {
    template: 'verify-email',
    subject: `Verify your e-mail for ${PRODUCT_NAME}`,
    ...layout({
      preheader: 'One click to verify your e-mail and turn on two-factor sign-in.',
      heading: `Welcome to ${PRODUCT_NAME}, ${firstName}!`,
      paragraphs: [
        'Your trial has started and your first impact is already funded.',
        'Please verify your e-mail address. Verifying also turns on two-factor sign-in: each time you sign in we will e-mail you a 4-digit code.',
      ],
      action: { label: 'Verify my e-mail', url },
    }),
  };
}

export function otpMail(firstName: string, code: string): MailContent {
  return {
    template: 'otp',
    subject: `Your ${PRODUCT_NAME} sign-in code: ${code}`,
    ...layout({
      preheader: `Your sign-in code is ${code}.`,
      heading: `Hi ${firstName}, here is your sign-in code`,
      paragraphs: ['Enter this code to finish signing in. It expires in 10 minutes and works once.', 'If you did not try to sign in, change your password.'],
      code,
    }),
  };
}

export function resetPasswordMail(firstName: string, url: string): MailContent {
  return {
    template: 'reset-password',
    subject: `Reset your ${PRODUCT_NAME} password`,
    ...layout({
      preheader: 'A link to choose a new password.',
      heading: `Hi ${firstName}, reset your password`,
      paragraphs: ['We received a request to reset your password. The link works once and expires in 60 minutes.', 'If you did not ask for this, you can ignore this e-mail.'],
      action: { label: 'Choose a new password', url },
    }),
  };
}

/** The payment receipt after a paid checkout, with the PDF receipt attached. */
export function receiptMail(input: {
  firstName: string;
  groupId: number;
  totalUsd: string;
  impacts: string[];
  url: string;
  /** A guest's receipt: the link claims the giving into a new account. */
  claim?: boolean;
  pdf: { filename: string; content: Buffer };
}): MailContent {
  return {
    template: 'payment-receipt',
    subject: `Your ${PRODUCT_NAME} receipt: US $${input.totalUsd}`,
    attachments: [{ filename: input.pdf.filename, content: input.pdf.content, contentType: 'application/pdf' }],
    ...layout({
      preheader: `Thank you for giving US $${input.totalUsd}. Your receipt is attached.`,
      heading: `Thank you, ${input.firstName}!`,
      paragraphs: [
        `Your payment of US $${input.totalUsd} was received. Here is what it funds:`,
        ...input.impacts,
        `The receipt for giving number ${input.groupId} is attached as a PDF. ${
          input.claim
            ? 'Choose a password to claim this giving into your own account: you will see every impact you made in your impact history.'
            : 'You can see every impact you made in your impact history.'
        }`,
      ],
      action: input.claim ? { label: 'Claim my giving', url: input.url } : { label: 'See my impact', url: input.url },
    }),
  };
}

/** The trial ended without an upgrade: the account is downgraded; a link to upgrade. */
export function trialEndedMail(input: { firstName: string; companyName: string; url: string }): MailContent {
  const t = membershipMailTexts.trialEnded;
  return {
    template: 'trial-ended',
    subject: t.subject,
    ...layout({ preheader: t.preheader, heading: t.heading(input.firstName), paragraphs: [...t.paragraphs(input.companyName)], action: { label: t.action, url: input.url } }),
  };
}

/** A paid membership ended without renewal: the account is downgraded; a link to renew. */
export function membershipEndedMail(input: { firstName: string; companyName: string; url: string }): MailContent {
  const t = membershipMailTexts.membershipEnded;
  return {
    template: 'membership-ended',
    subject: t.subject,
    ...layout({ preheader: t.preheader, heading: t.heading(input.firstName), paragraphs: [...t.paragraphs(input.companyName)], action: { label: t.action, url: input.url } }),
  };
}

/** A membership without auto-renewal ends in `days` days (`endDate` as shown to people): a link to renew. */
export function renewalReminderMail(input: { firstName: string; companyName: string; endDate: string; days: number; url: string }): MailContent {
  const t = membershipMailTexts.renewalReminder;
  return {
    template: 'membership-renewal-reminder',
    subject: t.subject(input.days),
    ...layout({
      preheader: t.preheader(input.endDate),
      heading: t.heading(input.firstName),
      paragraphs: [...t.paragraphs(input.companyName, input.endDate, input.days)],
      action: { label: t.action, url: input.url },
    }),
  };
}

import { fillPlaceholders, milestoneLabel, type MilestoneKind, type MilestonePlaceholder } from '@goodhive/contract';
import { layout, type MailContent } from '../../lib/mail/templates.js';

export type MilestoneFigures = { first_name: string; last_name: string; impacts: number; total_cents: number; months: number };

/** The placeholders' values for one member. */
export function placeholderValues(kind: MilestoneKind, threshold: number, f: MilestoneFigures): Record<MilestonePlaceholder, string> {
  return {
    first_name: f.first_name,
    last_name: f.last_name,
    milestone: milestoneLabel(kind, threshold),
    impacts: f.impacts.toLocaleString('en-US'),
    total_given: `US $${(f.total_cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    months: String(f.months),
  };
}

/** Whole months from one instant to another. */
export function monthsBetween(from: Date, to: Date): number {
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  if (to.getUTCDate() < from.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

/**
 * A milestone e-mail with its placeholders filled: the subject, and the body's paragraphs as plain text (escaped
 * by the layout, so HTML a member's name or staff's text carries shows as text), with a link to the member's impact.
 */
export function milestoneMail(m: { kind: MilestoneKind; threshold: number; subject: string; body: string }, f: MilestoneFigures, appUrl: string): MailContent {
  const values = placeholderValues(m.kind, m.threshold, f);
  const subject = fillPlaceholders(m.subject, values).replace(/[\r\n]+/g, ' ');
  const paragraphs = fillPlaceholders(m.body, values)
    .split(/\n{2,}|\r\n\r\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    template: 'milestone',
    subject,
    ...layout({ preheader: subject, heading: subject, paragraphs, action: { label: 'See your impact', url: `${appUrl}/impact` } }),
  };
}

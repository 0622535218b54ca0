import { and, eq } from 'drizzle-orm';
import { PRODUCT_NAME, PROJECT_CHANGE_FIELD_LABELS } from '@goodhive/contract';
import { partners, projects, users } from '../../db/schema/index.js';
import { layout, type MailContent } from '../../lib/mail/templates.js';
import type { ProjectDeps } from './project-access.js';

/** A decision or request that someone must hear about; sent after the change is committed. */
export type ProjectNotice =
  | { kind: 'approved' | 'sent-back' | 'change-approved' | 'change-rejected'; projectId: number; note: string | null }
  | { kind: 'submitted'; projectId: number }
  | { kind: 'change-requested'; projectId: number; fields: string[] };

type PartnerMailInput = { firstName: string; title: string; note: string | null; url: string };

const noteLines = (note: string | null, label: string) => (note ? [`${label}: "${note}"`] : []);

/** To the partner: its project was approved and is live. */
export function projectApprovedMail(m: PartnerMailInput): MailContent {
  return {
    template: 'project-approved',
    subject: `Your project is live on ${PRODUCT_NAME}: ${m.title}`,
    ...layout({
      preheader: 'Your project was approved and givers can now fund it.',
      heading: `Good news, ${m.firstName}: your project is live`,
      paragraphs: [`Our team approved "${m.title}". It now shows in the project catalogue and givers can fund it.`, ...noteLines(m.note, 'A note from our team')],
      action: { label: 'Open the project', url: m.url },
    }),
  };
}

/** To the partner: its submitted project was sent back to draft, with the reason. */
export function projectSentBackMail(m: PartnerMailInput): MailContent {
  return {
    template: 'project-sent-back',
    subject: `Your project needs changes: ${m.title}`,
    ...layout({
      preheader: 'Our team sent your project back with a note.',
      heading: `${m.firstName}, your project needs a few changes`,
      paragraphs: [`Our team reviewed "${m.title}" and sent it back to draft.`, ...noteLines(m.note, 'What to change'), 'Make the changes and submit it for review again.'],
      action: { label: 'Edit the project', url: m.url },
    }),
  };
}

/** To the partner: the change it asked for on a live project was approved (or rejected, with the reason). */
export function changeDecisionMail(m: PartnerMailInput, approved: boolean): MailContent {
  return {
    template: approved ? 'project-change-approved' : 'project-change-rejected',
    subject: approved ? `Your changes are live: ${m.title}` : `Your changes were not approved: ${m.title}`,
    ...layout({
      preheader: approved ? 'The changes to your live project were approved.' : 'Our team did not approve the changes to your live project.',
      heading: approved ? `${m.firstName}, your changes are live` : `${m.firstName}, your changes were not approved`,
      paragraphs: approved
        ? [`Our team approved your changes to "${m.title}". Givers now see the new details.`, ...noteLines(m.note, 'A note from our team')]
        : [`Our team did not approve your changes to "${m.title}". The project keeps its current details.`, ...noteLines(m.note, 'Why')],
      action: { label: 'Open the project', url: m.url },
    }),
  };
}

/** To staff: a partner submitted a project, or asked to change a live one. */
export function reviewRequestMail(m: { partnerName: string; title: string; url: string; fields?: string[] }): MailContent {
  const isChange = m.fields !== undefined;
  return {
    template: isChange ? 'project-change-requested' : 'project-submitted',
    subject: isChange ? `Change to review: ${m.title} (${m.partnerName})` : `Project to review: ${m.title} (${m.partnerName})`,
    ...layout({
      preheader: isChange ? `${m.partnerName} asked to change a live project.` : `${m.partnerName} submitted a project for review.`,
      heading: isChange ? 'A live project change waits for review' : 'A project waits for review',
      paragraphs: isChange
        ? [`${m.partnerName} asked to change "${m.title}".`, `Changed: ${m.fields!.map((f) => PROJECT_CHANGE_FIELD_LABELS[f] ?? f).join(', ')}.`, 'The live project keeps its details until you approve the change.']
        : [`${m.partnerName} submitted "${m.title}" for review.`, 'Approve it to make it live, or send it back with a note.'],
      action: { label: 'Review it', url: m.url },
    }),
  };
}

async function sendOne(deps: ProjectDeps, notice: ProjectNotice) {
  const { db, appUrl } = deps;
  const [row] = await db
    .select({ title: projects.title, partner_name: partners.worthy_cause_name, partner_user_id: partners.user_id, email: users.email, first_name: users.first_name })
    .from(projects)
    .innerJoin(partners, eq(partners.id, projects.partner_id))
    .innerJoin(users, eq(users.id, partners.user_id))
    .where(eq(projects.id, notice.projectId));
  if (!row) return;
  if (notice.kind === 'submitted' || notice.kind === 'change-requested') {
    const staff = await db.select({ email: users.email }).from(users).where(and(eq(users.user_type, 'admin'), eq(users.is_active, true), eq(users.status, 0)));
    const url = `${appUrl}/admin/wcuuser/projects/edit/${row.partner_user_id}/${notice.projectId}`;
    const content = reviewRequestMail({ partnerName: row.partner_name, title: row.title, url, fields: notice.kind === 'change-requested' ? notice.fields : undefined });
    for (const admin of staff) await deps.mailer.send(db, admin.email, content);
    return;
  }
  const input = { firstName: row.first_name, title: row.title, note: notice.note, url: `${appUrl}/projects/edit/${notice.projectId}` };
  const content =
    notice.kind === 'approved'
      ? projectApprovedMail(input)
      : notice.kind === 'sent-back'
        ? projectSentBackMail(input)
        : changeDecisionMail(input, notice.kind === 'change-approved');
  await deps.mailer.send(db, row.email, content);
}

/** Sends the notices of a committed change; a mail problem is logged and never undoes the change. */
export async function sendProjectNotices(deps: ProjectDeps, notices: ProjectNotice[]) {
  for (const notice of notices) {
    try {
      await sendOne(deps, notice);
    } catch (err) {
      deps.log.error({ err, project: notice.projectId, notice: notice.kind }, 'could not send the project e-mail');
    }
  }
}

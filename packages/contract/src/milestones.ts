import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
import {
  MILESTONE_BODY_MAX,
  MILESTONE_KINDS,
  MILESTONE_NAME_MAX,
  MILESTONE_PLACEHOLDERS,
  MILESTONE_SUBJECT_MAX,
  MILESTONE_THRESHOLD_MAX,
  milestoneTexts as t,
} from './milestones-texts.js';
export * from './milestones-texts.js';

/**
 * Milestone e-mails (admin-and-partner.md §2.1 Communication: /admin/emails/list, /create, /edit/{id}): staff
 * write them under /api/admin/emails; the job runner sends each once per member who reaches it.
 */
export const milestoneEmailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(MILESTONE_KINDS),
  threshold: z.number().int(),
  subject: z.string(),
  body: z.string(),
  active: z.boolean(),
  /** How many members have reached it (and were mailed, or skipped by their settings). */
  sent_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MilestoneEmail = z.infer<typeof milestoneEmailSchema>;

const unknownMarks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((name) => !(name in MILESTONE_PLACEHOLDERS));

const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

export const milestoneEmailInputSchema = z
  .object({
    name: z.string({ message: t.nameRequired }).trim().min(1, t.nameRequired).max(MILESTONE_NAME_MAX, t.nameTooLong),
    kind: z.enum(MILESTONE_KINDS, { message: t.kindInvalid }),
    threshold: z.coerce.number({ message: t.thresholdInvalid }).int(t.thresholdInvalid).min(1, t.thresholdInvalid).max(MILESTONE_THRESHOLD_MAX, t.thresholdInvalid).default(1),
    subject: z.string({ message: t.subjectRequired }).trim().min(1, t.subjectRequired).max(MILESTONE_SUBJECT_MAX, t.subjectTooLong),
    body: z.string({ message: t.bodyRequired }).trim().min(1, t.bodyRequired).max(MILESTONE_BODY_MAX, t.bodyTooLong),
    active: flag.default(true),
  })
  .superRefine((v, ctx) => {
    for (const field of ['subject', 'body'] as const) {
      const unknown = unknownMarks(v[field]);
      if (unknown.length) ctx.addIssue({ code: 'custom', path: [field], message: t.unknownPlaceholder(unknown.map((n) => `{${n}}`).join(', ')) });
    }
  })
  .transform((v) => ({ ...v, threshold: v.kind === 'first_giving' ? 1 : v.threshold }));
export type MilestoneEmailInput = z.infer<typeof milestoneEmailInputSchema>;

export const milestonePreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type MilestonePreview = z.infer<typeof milestonePreviewSchema>;

export const milestoneEmailResponseSchema = successEnvelope(milestoneEmailSchema);
export const milestoneEmailListResponseSchema = successEnvelope(z.array(milestoneEmailSchema));
export const milestonePreviewResponseSchema = successEnvelope(milestonePreviewSchema);
export const milestoneTestSendResponseSchema = successEnvelope(z.object({ email: z.string() }));
export const milestoneEmailParamsSchema = z.object({ id: idSchema });
export const milestoneEmailDeletedResponseSchema = successEnvelope(z.object({ id: z.number().int() }));

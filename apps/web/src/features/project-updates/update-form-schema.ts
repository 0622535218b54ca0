import { z } from 'zod';
import { projectUpdateEditSchema } from '@goodhive/contract';
import { PROJECT_UPDATE_LIMITS, PROJECT_UPDATE_STATUSES, projectUpdateMessages } from '@goodhive/contract/texts';

/**
 * The update form's values: the contract's title, body and image rules, the project as the picker's text value,
 * and (staff only) the status with its note: hiding needs one, as the server says.
 */
export const updateFormSchema = z
  .object({
    project_id: z.string().min(1, projectUpdateMessages.chooseProject),
    title: projectUpdateEditSchema.shape.title,
    body: projectUpdateEditSchema.shape.body,
    images: z.array(z.string()).max(PROJECT_UPDATE_LIMITS.imagesMax, `Add at most ${PROJECT_UPDATE_LIMITS.imagesMax} images.`),
    status: z.enum(PROJECT_UPDATE_STATUSES),
    moderation_note: z.string().trim().max(PROJECT_UPDATE_LIMITS.noteMax, `The note can be at most ${PROJECT_UPDATE_LIMITS.noteMax} characters.`),
  })
  .refine((v) => v.status !== 'hidden' || v.moderation_note.length > 0, { path: ['moderation_note'], message: projectUpdateMessages.noteRequired });
export type UpdateFormValues = z.input<typeof updateFormSchema>;
export type UpdateFormOutput = z.output<typeof updateFormSchema>;
export type UpdateFormField = keyof UpdateFormValues;

import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
export * from './team-texts.js';

/** Team accounts: a company's members and open invitations; members join by the e-mailed link. */

const companyRef = idSchema;

export const teamMemberSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_admin: z.boolean(),
  is_owner: z.boolean(),
  joined_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamInviteSchema = z.object({ id: z.number().int(), email: z.string(), first_name: z.string(), last_name: z.string(), status: z.string(), expires_at: z.string(), created_at: z.string(), expired: z.boolean() });
export type TeamInvite = z.infer<typeof teamInviteSchema>;

/** GET /api/user/invitedList: the team, its open invitations and the employee limit. */
export const teamQuerySchema = z.object({ company_id: companyRef.optional() });
export const teamSchema = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  employee_limit: z.number().int(),
  /** Members (the owner not counted) plus open invitations: what the limit caps. */
  seats_used: z.number().int(),
  members: z.array(teamMemberSchema),
  invites: z.array(teamInviteSchema),
});
export type Team = z.infer<typeof teamSchema>;
export const teamResponseSchema = successEnvelope(teamSchema);

/** POST /api/user/inviteUserCompany. */
export const inviteUserSchema = z.object({
  company_id: companyRef.optional(),
  email: z.string().trim().toLowerCase().email('Please enter a valid email address.').max(254),
  first_name: z.string().trim().max(40).optional(),
  last_name: z.string().trim().max(40).optional(),
});
export const teamInviteResponseSchema = successEnvelope(teamInviteSchema);
export const inviteIdSchema = z.object({ invite_id: idSchema });
export const teamMemberRequestSchema = z.object({ company_id: companyRef.optional(), user_id: idSchema });
export const setAdminSchema = teamMemberRequestSchema.extend({ is_admin: z.boolean() });

/** GET and POST /api/join-teammember/{invite}. */
export const joinParamsSchema = z.object({ invite: z.string().min(10).max(100) });
export const joinInfoResponseSchema = successEnvelope(z.object({ email: z.string(), first_name: z.string(), last_name: z.string(), company_name: z.string(), has_account: z.boolean() }));
export const joinSchema = z
  .object({ first_name: z.string().trim().min(1).max(40), last_name: z.string().trim().min(1).max(40), password: z.string().min(8).max(200) })
  .partial()
  .optional();
export const joinResponseSchema = successEnvelope(z.object({ company_id: z.number().int(), user_id: z.number().int(), email: z.string() }));

/** POST /api/admin/company/{id}/employee-limit (staff). */
export const employeeLimitSchema = z.object({ employee_limit: z.coerce.number().int().min(0).max(100_000), reason: z.string().trim().max(500).optional() });
export const employeeLimitResponseSchema = successEnvelope(z.object({ company_id: z.number().int(), employee_limit: z.number().int() }));

import { z } from 'zod';
import { idSchema } from './fields.js';
import { projectCardSchema } from './catalogue.js';
import { successEnvelope } from './envelope.js';
import { updateFeedItemSchema } from './project-updates.js';

/**
 * A worthy-cause partner's public page (/wcu_partner/{id}): who the partner is, where it
 * works, its live projects as catalogue cards and its latest published updates. Never bank or tax details.
 *
 * Calls (all under /api):
 * - GET /v2/guest/partners/{id}    public; id is the partner's id (partners.id); unknown → 404
 */

/** How many of the latest published updates the page shows. */
export const PARTNER_PAGE_UPDATES = 6;

export const partnerPageMessages = {
  notFound: 'This worthy cause could not be found.',
} as const;

export const partnerPageParams = z.object({ id: idSchema });

export const partnerPageSchema = z.object({
  id: z.number().int(),
  worthy_cause_name: z.string(),
  org_aboutus: z.string().nullable(),
  org_mission: z.string().nullable(),
  org_story: z.string().nullable(),
  org_image: z.string().nullable(),
  /** The countries the partner operates in. */
  countries: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() })),
  /** Live projects the viewer may see, as catalogue cards. */
  projects: z.array(projectCardSchema),
  /** The latest published updates of the partner's projects, newest first. */
  updates: z.array(updateFeedItemSchema),
});
export type PartnerPage = z.infer<typeof partnerPageSchema>;
export const partnerPageResponseSchema = successEnvelope(partnerPageSchema);

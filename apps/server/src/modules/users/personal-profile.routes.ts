import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmEmailChangeResponseSchema,
  confirmEmailChangeSchema,
  personalProfileUpdateSchema,
  profileEditMessages,
  userIdParamsSchema,
  userProfileResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { fileUrl, receiveUpload } from '../files/index.js';
import { assertOwnProfile, confirmEmailChange, savePersonalProfile, setPersonalImage } from './personal-profile.service.js';

/** The member's own personal profile (/personal/profile/): its fields, picture and login e-mail change. */
export async function personalProfileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const profile = { 200: userProfileResponseSchema, ...errorResponses(401, 403, 404, 409, 413, 422) };

  r.post(
    '/user/:id/profile',
    { schema: { tags, summary: 'Save the personal profile (the user themself); a new e-mail waits for its confirmation link', params: userIdParamsSchema, body: personalProfileUpdateSchema, response: profile } },
    async (request) => {
      const result = await savePersonalProfile(ctx.db, ctx, requireAuth(request), request.params.id, request.body);
      return ok(result.profile, result.emailChangeSentTo ? profileEditMessages.emailChangeSent(result.emailChangeSentTo) : profileEditMessages.personalSaved);
    },
  );

  r.post(
    '/user/:id/image',
    {
      schema: {
        tags,
        summary: 'Upload the profile picture (multipart image; PNG, JPEG, WebP or GIF)',
        params: userIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: profile,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      // Refused before the upload is read, so nothing is stored for someone else's profile.
      assertOwnProfile(auth, request.params.id);
      const file = await receiveUpload(request, { db: ctx.db, storage: ctx.storage, maxBytes: ctx.config.uploads.maxBytes }, auth.userId, 'org-image');
      return ok(await setPersonalImage(ctx.db, auth, request.params.id, fileUrl(file)), profileEditMessages.imageSaved);
    },
  );

  r.post(
    '/user/confirm-email-change',
    { config: { public: true }, schema: { tags, summary: 'Confirm a new login e-mail with the key from the mailed link', body: confirmEmailChangeSchema, response: { 200: confirmEmailChangeResponseSchema, ...errorResponses(404, 409, 422) } } },
    async (request) => ok(await confirmEmailChange(ctx.db, ctx.mailer, request.body.email_code), profileEditMessages.emailChanged),
  );
}

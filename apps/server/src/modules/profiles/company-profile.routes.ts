import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COMPANY_IMAGE_FIELDS,
  companyIdParamsSchema,
  companyProfileResponseSchema,
  companyProfileUpdateSchema,
  profileEditMessages,
  type CompanyImageField,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { validationError } from '../../lib/errors.js';
import { fileUrl, receiveUpload } from '../files/index.js';
import { assertCompanyEditor, getCompanyProfileForEdit, saveCompanyProfile, setCompanyImage } from './company-profile.service.js';

const isImageField = (name: string): name is CompanyImageField => (COMPANY_IMAGE_FIELDS as readonly string[]).includes(name);

/** The company profile screen (/company/profile/): its fields and its logo, icon and banner images. */
export async function companyProfileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profiles'];
  const response = { 200: companyProfileResponseSchema, ...errorResponses(401, 403, 404, 413, 422) };

  r.get(
    '/company/:id',
    { schema: { tags, summary: 'The company profile with its completeness score (owner and admins; staff read)', params: companyIdParamsSchema, response } },
    async (request) => ok(await getCompanyProfileForEdit(ctx.db, requireAuth(request), request.params.id)),
  );

  r.post(
    '/company/:id',
    { schema: { tags, summary: "Save the company profile (the company's owner and admins)", params: companyIdParamsSchema, body: companyProfileUpdateSchema, response } },
    async (request) => ok(await saveCompanyProfile(ctx.db, requireAuth(request), request.params.id, request.body), profileEditMessages.companySaved),
  );

  r.post(
    '/company/:id/image',
    {
      schema: {
        tags,
        summary: 'Upload the company logo, icon or banner (multipart field company_logo, company_icon or company_banner_img; PNG, JPEG, WebP or GIF)',
        params: companyIdParamsSchema,
        consumes: ['multipart/form-data'],
        response,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      // Refused before the upload is read, so nothing is stored for a company the caller may not change.
      await assertCompanyEditor(ctx.db, auth, request.params.id);
      let field: CompanyImageField = 'company_logo';
      const file = await receiveUpload(request, { db: ctx.db, storage: ctx.storage, maxBytes: ctx.config.uploads.maxBytes }, auth.userId, 'org-image', ({ fieldName }) => {
        if (!isImageField(fieldName)) throw validationError({ image: [profileEditMessages.imageFieldRequired] }, profileEditMessages.imageFieldRequired);
        field = fieldName;
      });
      return ok(await setCompanyImage(ctx.db, auth, request.params.id, field, fileUrl(file)), profileEditMessages.companyImageSaved);
    },
  );
}

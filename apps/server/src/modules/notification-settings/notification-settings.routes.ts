import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationSettingResponseSchema,
  notificationSettingUpdateSchema,
  notificationSettingsResponseSchema,
  notificationSettingsTexts,
  userIdParamsSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { changeNotificationSetting, listNotificationSettings } from './notification-settings.service.js';

/** The member's own notification settings: which kinds of e-mail they receive (business panel members only). */
export async function notificationSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const config = { allow: ['business' as const] };

  r.get(
    '/user/:id/notifications',
    {
      config,
      schema: { tags, summary: 'List every kind of e-mail with its email_status (the member themself)', params: userIdParamsSchema, response: { 200: notificationSettingsResponseSchema, ...errorResponses(401, 403, 422) } },
    },
    async (request) => ok(await listNotificationSettings(ctx.db, requireAuth(request), request.params.id)),
  );

  r.post(
    '/user/:id/notifications',
    {
      config,
      schema: {
        tags,
        summary: 'Turn one kind of e-mail on (email_status 1) or off (0); security and account mails are always sent',
        params: userIdParamsSchema,
        body: notificationSettingUpdateSchema,
        response: { 200: notificationSettingResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const setting = await changeNotificationSetting(ctx.db, requireAuth(request), request.params.id, request.body);
      return ok(setting, setting.email_status === 1 ? notificationSettingsTexts.turnedOn(setting.name) : notificationSettingsTexts.turnedOff(setting.name));
    },
  );
}

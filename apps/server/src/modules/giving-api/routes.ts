// The routes of the Giving API module, for app.ts to register: the key screens and the API under /public/v1.
import type { FastifyInstance } from 'fastify';
import { JOB_NAMES } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { registerJobHandler } from '../jobs/index.js';
import { apiKeyRoutes } from './api-keys.routes.js';
import { publicApiRoutes } from './public-api.routes.js';
import { giveStoryEvents } from './story-events.job.js';

registerJobHandler(JOB_NAMES.apiStoryEvents, giveStoryEvents);

export async function givingApiRoutes(app: FastifyInstance, ctx: AppContext) {
  await apiKeyRoutes(app, ctx);
  await app.register(async (pub) => publicApiRoutes(pub, ctx), { prefix: '/public/v1' });
}

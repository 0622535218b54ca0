// Authentication for the /api scope: reads the bearer token of every request and enforces each route's access.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserType } from '@goodhive/contract';
import { messages } from '@goodhive/contract';
import type { Db } from '../db/client.js';
// The request's `auth` field and the routes' `public` and `allow` options are declared beside AuthContext.
import '../http/auth.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { findActiveToken } from '../modules/identity/index.js';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** Every route is private unless its config says `public: true`; `allow` narrows it to user types. */
export function registerAuth(app: FastifyInstance, db: Db) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!request.routeOptions.url) return; // unmatched route: the not-found handler answers
    const token = bearerToken(request);
    if (token) {
      const found = await findActiveToken(db, token);
      if (found) {
        request.auth = {
          userId: found.user_id,
          tokenId: found.id,
          userType: (found.view_type ?? found.user_type) as UserType,
          baseUserType: found.user_type as UserType,
          roleId: found.role_id,
          impersonatorId: found.impersonator_id,
        };
      } else if (!config.public) {
        throw unauthorized(messages.invalidToken);
      }
    }
    if (config.public) return;
    if (!request.auth) throw unauthorized();
    if (config.allow && !config.allow.includes(request.auth.userType)) throw forbidden();
  });
}

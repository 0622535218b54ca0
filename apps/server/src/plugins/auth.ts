// Authentication for the /api scope: reads the bearer token of every request and enforces each route's access.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserType } from '@goodhive/contract';
import { ROLE, messages } from '@goodhive/contract';
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


export type RegisteredRoute = { method: string; url: string; isPublic: boolean; allow: UserType[] | null; downgradedAllowed: boolean };
const registeredRoutes = new WeakMap<Db, RegisteredRoute[]>();

/** Every route registered after the auth hook on this database's app, with its access options (for tests and docs). */
export function routesGuardedBy(db: Db): readonly RegisteredRoute[] {
  return registeredRoutes.get(db) ?? [];
}

/**
 * A downgraded member (role 1) keeps only the calls whose route says `downgraded: 'allow'` in its config: the
 * current user, signing out and switching, the reads of the impact (home) pages and the membership calls.
 */
const isDowngradedAllowed = (config: { downgraded?: 'allow' }) => config.downgraded === 'allow';

/** Every route is private unless its config says `public: true`; `allow` narrows it to user types. */
export function registerAuth(app: FastifyInstance, db: Db) {
  app.decorateRequest('auth', null);
  const seen: RegisteredRoute[] = [];
  registeredRoutes.set(db, seen);
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { public?: boolean; allow?: UserType[]; downgraded?: 'allow' };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      seen.push({ method, url: route.url, isPublic: Boolean(config.public), allow: config.allow ?? null, downgradedAllowed: isDowngradedAllowed(config) });
    }
  });
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!request.routeOptions.url) return; // unmatched route: the not-found handler answers
    // Giving API calls carry an API key, never a session token: their own hook reads it (modules/giving-api).
    if ((config as { apiKey?: unknown }).apiKey) return;
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
    // A downgraded member keeps only what lets them see their impact and reactivate their membership.
    if (request.auth.roleId === ROLE.DOWNGRADED && !isDowngradedAllowed(config)) {
      throw forbidden(messages.reactivateMembership);
    }
  });
}

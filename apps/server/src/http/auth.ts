import type { FastifyRequest } from 'fastify';
import type { UserType } from '@goodhive/contract';
import { unauthorized } from '../lib/errors.js';

/** Who is calling: set on every request that carried a valid bearer token. */
export type AuthContext = {
  userId: number;
  tokenId: number;
  /** The panel the session acts in: the user's own type, or the view an admin switched to. */
  userType: UserType;
  /** The user's own type, whatever view the session is in. */
  baseUserType: UserType;
  roleId: number;
  impersonatorId: number | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Anyone may call; a valid token is still read when present. */
    public?: boolean;
    /** User types allowed to call; every signed-in user when absent. */
    allow?: UserType[];
    /** 'allow': a downgraded member (role 1) may still call it; every other signed-in call refuses them. */
    downgraded?: 'allow';
  }
}

/** The caller's auth context on a private route (the hook guarantees it). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

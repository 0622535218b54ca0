import { impactMessages, partnerDocumentMessages, partnerMessages, projectMessages, projectUpdateMessages } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { forbidden, notFound, validationError, type AppError } from '../../lib/errors.js';
import { isAdmin } from './accounts.service.js';
import { findPartner, type PartnerRow } from './accounts.repository.js';


/**
 * How one family of partner calls names the partner it acts on, and the words of its refusals. A partner user
 * always acts on its own organisation; only staff choose another.
 */
export type PartnerAccessRules = {
  /** What the call's reference is: the partner's id (default) or the id of its panel user. */
  by?: 'partner' | 'user';
  /** Staff who name no partner: their own organisation (default; 404 when they have none), or this error. */
  staffMustName?: () => AppError;
  /** Staff naming a partner that does not exist. */
  notFound: string;
  /** Anyone but staff and the partner itself. */
  forbidden: string;
};

/** The rules of each family of partner calls; their messages are what the screens and tests already show. */
export const PARTNER_ACCESS = {
  /** Profile, projects and project updates (partner_id). */
  panel: { notFound: partnerMessages.partnerNotFound, forbidden: partnerMessages.notAPartner },
  /** A new project: staff must say whose it is. */
  newProject: {
    notFound: partnerMessages.partnerNotFound,
    forbidden: partnerMessages.notAPartner,
    staffMustName: () => validationError({ partner_id: [projectMessages.partnerRequired] }),
  },
  /** The projects an update can be posted for: staff must choose the worthy cause. */
  updatableProjects: {
    notFound: partnerMessages.partnerNotFound,
    forbidden: partnerMessages.notAPartner,
    staffMustName: () => validationError({ partner_id: [projectUpdateMessages.chooseWorthyCause] }),
  },
  /** Impact history, contributions and the partner's Home (partner_id). */
  impact: { notFound: impactMessages.partnerNotFound, forbidden: impactMessages.partnersOnly },
  /** Remittance advice and annual documents: by the panel user's id (user_id), which staff must give. */
  documents: {
    by: 'user',
    notFound: partnerDocumentMessages.notAPartnerUser,
    forbidden: partnerDocumentMessages.ownOnly,
    staffMustName: () => validationError({ user_id: [partnerDocumentMessages.userIdRequired] }),
  },
} satisfies Record<string, PartnerAccessRules>;

/**
 * The partner a call acts on. A partner user: its own organisation (naming another answers 403). Staff: the one
 * named (404 when unknown), else as the rules say. Anyone else: 403, so bank details never leave the partner and staff.
 */
export async function resolveActingPartner(db: DbOrTx, auth: AuthContext, ref: number | undefined, rules: PartnerAccessRules): Promise<PartnerRow> {
  const staff = isAdmin(auth);
  if (staff && ref) {
    const named = await findPartner(db, rules.by ?? 'partner', ref);
    if (!named) throw notFound(rules.notFound);
    return named;
  }
  if (staff && rules.staffMustName) throw rules.staffMustName();
  if (!staff && auth.userType !== 'partner') throw forbidden(rules.forbidden);
  const own = await findPartner(db, 'user', auth.userId);
  if (!own) throw staff ? notFound(rules.notFound) : forbidden(rules.forbidden);
  if (ref && ref !== (rules.by === 'user' ? own.user_id : own.id)) throw forbidden(rules.forbidden);
  return own;
}

/** Like resolveActingPartner, but staff who name no partner cover every partner (null). */
export async function resolvePartnerScope(db: DbOrTx, auth: AuthContext, ref: number | undefined, rules: PartnerAccessRules): Promise<PartnerRow | null> {
  if (isAdmin(auth) && !ref) return null;
  return resolveActingPartner(db, auth, ref, rules);
}

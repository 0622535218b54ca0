import { ROLE, TEAM_LIMITS, TEAM_PATHS, teamMailTexts, teamMessages, type Team, type TeamInvite } from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, conflict, forbidden, notFound, validationError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { layout, type MailContent } from '../../lib/mail/templates.js';
import { hashPassword, randomSecret, sha256 } from '../../lib/secrets.js';
import { isAdmin } from '../accounts/index.js';
import * as repo from './team.repository.js';

type Deps = { db: Db; config: Config; mailer: Mailer };

/**
 * The company a team call acts for: one the member administers (is_admin or owner, with is_business 0), the one
 * named or their own by default; staff act for any company they name.
 */
async function resolveTeamCompany(db: DbOrTx, auth: AuthContext, companyId: number | undefined) {
  if (isAdmin(auth)) {
    if (!companyId) throw validationError({ company_id: ['Choose a company.'] });
  } else {
    const id = companyId ?? (await repo.findAdministeredCompanyId(db, auth.userId));
    const link = id ? await repo.findLink(db, auth.userId, id) : null;
    if (!id || !link || !(link.is_admin === 1 || link.is_owner) || link.is_business !== 0) throw forbidden(teamMessages.noAccess);
    companyId = id;
  }
  const company = await repo.findCompany(db, companyId);
  if (!company) throw notFound('Company not found.');
  return company;
}

const presentInvite = (i: repo.InviteRow, now = new Date()): TeamInvite => ({
  id: i.id,
  email: i.email,
  first_name: i.first_name,
  last_name: i.last_name,
  status: i.status,
  expires_at: i.expires_at.toISOString(),
  created_at: i.created_at.toISOString(),
  expired: i.expires_at.getTime() <= now.getTime(),
});

/** GET /api/user/invitedList: members, open invitations and the limit. */
export async function getTeam(db: DbOrTx, auth: AuthContext, companyId: number | undefined): Promise<Team> {
  const company = await resolveTeamCompany(db, auth, companyId);
  const now = new Date();
  const [members, invites, used] = await Promise.all([repo.findMembers(db, company.id), repo.findOpenInvites(db, company.id), repo.seatsUsed(db, company.id, now)]);
  return {
    company_id: company.id,
    company_name: company.company_name,
    employee_limit: company.employee_limit,
    seats_used: used,
    members: members.map((m) => ({ user_id: m.user_id, email: m.email, first_name: m.first_name, last_name: m.last_name, is_admin: m.is_admin === 1, is_owner: m.is_owner, joined_at: m.joined_at.toISOString() })),
    invites: invites.map((i) => presentInvite(i, now)),
  };
}

function inviteMail(input: { company: string; inviter: string; url: string }): MailContent {
  return {
    template: 'team-invite',
    subject: teamMailTexts.subject(input.company),
    ...layout({ preheader: teamMailTexts.heading(input.company), heading: teamMailTexts.heading(input.company), paragraphs: [teamMailTexts.paragraph(input.inviter, input.company)], action: { label: teamMailTexts.action, url: input.url } }),
  };
}

async function sendInvite({ db, config, mailer }: Deps, auth: AuthContext, company: { company_name: string }, email: string, key: string) {
  const inviter = await repo.findUser(db, auth.userId);
  await mailer.send(db, email, inviteMail({ company: company.company_name, inviter: inviter ? `${inviter.first_name} ${inviter.last_name}`.trim() : company.company_name, url: `${config.appUrl}${TEAM_PATHS.join}/${key}` }));
}

/**
 * POST /api/user/inviteUserCompany: invites an e-mail to the team. Refused (409) for a member, an e-mail with an
 * open invitation, or a full team (members and open invitations reach employee_limit); the company row is
 * locked, so two invitations at once cannot both take the last seat.
 */
export async function inviteMember(deps: Deps, auth: AuthContext, body: { company_id?: number; email: string; first_name?: string; last_name?: string }) {
  const company = await resolveTeamCompany(deps.db, auth, body.company_id);
  const key = randomSecret(24);
  const now = new Date();
  const invite = await deps.db.transaction(async (tx) => {
    const locked = (await repo.lockCompany(tx, company.id))!;
    const user = await repo.findUserByEmail(tx, body.email);
    if (user && (await repo.findLink(tx, user.id, company.id))) throw conflict(teamMessages.alreadyMember, { email: [teamMessages.alreadyMember] });
    const open = await repo.findOpenInviteFor(tx, company.id, body.email);
    if (open && open.expires_at.getTime() > now.getTime()) throw conflict(teamMessages.alreadyInvited, { email: [teamMessages.alreadyInvited] });
    if (open) await repo.updateInvite(tx, open.id, { status: 'cancelled', updated_by: auth.userId });
    if ((await repo.seatsUsed(tx, company.id, now)) >= locked.employee_limit) throw conflict(teamMessages.limitReached(locked.employee_limit));
    const row = await repo.insertInvite(tx, {
      company_id: company.id,
      email: body.email,
      first_name: body.first_name ?? '',
      last_name: body.last_name ?? '',
      key_hash: sha256(key),
      expires_at: new Date(now.getTime() + TEAM_LIMITS.inviteValidDays * 86_400_000),
      created_by: auth.userId,
      updated_by: auth.userId,
    });
    if (isAdmin(auth)) await writeAudit(tx, { actorId: auth.impersonatorId ?? auth.userId, action: 'team.invite', subjectType: 'company', subjectId: company.id, details: { email: body.email } });
    return row;
  });
  await sendInvite(deps, auth, company, body.email, key);
  return presentInvite(invite);
}

/** An open invitation of a company the caller administers (404 for anyone else's). */
async function ownInvite(db: DbOrTx, auth: AuthContext, inviteId: number) {
  const invite = await repo.findInvite(db, inviteId);
  if (!invite) throw notFound(teamMessages.inviteNotFound);
  const company = await resolveTeamCompany(db, auth, invite.company_id).catch((e: unknown) => {
    if (e instanceof AppError && e.statusCode === 403) throw notFound(teamMessages.inviteNotFound);
    throw e;
  });
  if (invite.status !== 'open') throw new AppError(410, teamMessages.inviteUsed);
  return { invite, company };
}

/** POST /api/user/invite/resend: a new link (the old one stops working) and a fresh expiry. */
export async function resendInvite(deps: Deps, auth: AuthContext, inviteId: number) {
  const { invite, company } = await ownInvite(deps.db, auth, inviteId);
  const key = randomSecret(24);
  const row = await repo.updateInvite(deps.db, invite.id, { key_hash: sha256(key), expires_at: new Date(Date.now() + TEAM_LIMITS.inviteValidDays * 86_400_000), updated_by: auth.userId });
  if (!row) throw new AppError(410, teamMessages.inviteUsed);
  await sendInvite(deps, auth, company, invite.email, key);
  return presentInvite(row);
}

/** POST /api/user/invite/cancel. */
export async function cancelInvite(db: Db, auth: AuthContext, inviteId: number) {
  const { invite } = await ownInvite(db, auth, inviteId);
  const row = await repo.updateInvite(db, invite.id, { status: 'cancelled', updated_by: auth.userId });
  if (!row) throw new AppError(410, teamMessages.inviteUsed);
  return presentInvite(row);
}

/** POST /api/user/team/remove: takes a member off the team (never the owner). */
export async function removeMember(db: Db, auth: AuthContext, body: { company_id?: number; user_id: number }) {
  const company = await resolveTeamCompany(db, auth, body.company_id);
  const link = await repo.findLink(db, body.user_id, company.id);
  if (!link) throw notFound(teamMessages.memberNotFound);
  if (link.is_owner) throw conflict(teamMessages.notOwner);
  await db.transaction(async (tx) => {
    await repo.removeLink(tx, body.user_id, company.id);
    if (isAdmin(auth)) await writeAudit(tx, { actorId: auth.impersonatorId ?? auth.userId, action: 'team.remove', subjectType: 'user', subjectId: body.user_id, details: { company_id: company.id } });
  });
  return getTeam(db, auth, company.id);
}

/** POST /api/user/team/set-admin: makes a member a company admin, or not. */
export async function setMemberAdmin(db: Db, auth: AuthContext, body: { company_id?: number; user_id: number; is_admin: boolean }) {
  const company = await resolveTeamCompany(db, auth, body.company_id);
  const link = await repo.findLink(db, body.user_id, company.id);
  if (!link) throw notFound(teamMessages.memberNotFound);
  if (link.is_owner) throw conflict(teamMessages.notOwner);
  await db.transaction(async (tx) => {
    await repo.setAdmin(tx, body.user_id, company.id, body.is_admin, auth.userId);
    if (isAdmin(auth)) await writeAudit(tx, { actorId: auth.impersonatorId ?? auth.userId, action: 'team.set-admin', subjectType: 'user', subjectId: body.user_id, before: { is_admin: link.is_admin }, after: { is_admin: body.is_admin ? 1 : 0 } });
  });
  return getTeam(db, auth, company.id);
}

/** The invitation behind a link: 404 unknown, 410 used, cancelled or expired. */
async function openInviteByKey(db: DbOrTx, key: string) {
  const found = await repo.findInviteByKey(db, sha256(key));
  if (!found) throw notFound(teamMessages.inviteNotFound);
  if (found.invite.status !== 'open') throw new AppError(410, teamMessages.inviteUsed);
  if (found.invite.expires_at.getTime() <= Date.now()) throw new AppError(410, teamMessages.inviteExpired);
  return found;
}

/** GET /api/join-teammember/{invite}. */
export async function readJoin(db: DbOrTx, key: string) {
  const { invite, company_name } = await openInviteByKey(db, key);
  return { email: invite.email, first_name: invite.first_name, last_name: invite.last_name, company_name, has_account: Boolean(await repo.findUserByEmail(db, invite.email)) };
}

/**
 * POST /api/join-teammember/{invite}: accepts the invitation. Signed in with the invited e-mail, the account joins the
 * team; without an account, one is made (role 'Employee User') with the name and password given. Once only.
 */
export async function acceptJoin(db: Db, auth: AuthContext | null, key: string, body: { first_name?: string; last_name?: string; password?: string } | undefined) {
  const { invite } = await openInviteByKey(db, key);
  const existing = await repo.findUserByEmail(db, invite.email);
  if (existing && (!auth || auth.userId !== existing.id)) throw forbidden(teamMessages.signInAs(invite.email));
  if (!existing && (!body?.first_name || !body.last_name || !body.password)) {
    throw validationError({ ...(body?.first_name ? {} : { first_name: ['Required.'] }), ...(body?.last_name ? {} : { last_name: ['Required.'] }), ...(body?.password ? {} : { password: ['At least 8 characters.'] }) });
  }
  const passwordHash = existing ? null : await hashPassword(body!.password!);
  return db.transaction(async (tx) => {
    await repo.lockCompany(tx, invite.company_id);
    const userId =
      existing?.id ??
      (await repo.insertUser(tx, { first_name: body!.first_name!, last_name: body!.last_name!, email: invite.email.toLowerCase(), password_hash: passwordHash!, role_id: ROLE.EMPLOYEE, account: 'user', user_type: 'business', register_source: 'team-invite' }));
    const used = await repo.updateInvite(tx, invite.id, { status: 'accepted', accepted_user_id: userId, accepted_at: new Date() });
    if (!used) throw new AppError(410, teamMessages.inviteUsed);
    await repo.linkMember(tx, userId, invite.company_id, userId);
    return { company_id: invite.company_id, user_id: userId, email: invite.email };
  });
}

/** POST /api/admin/company/{id}/employee-limit: staff raise (or lower) how many members a company may have. */
export async function saveEmployeeLimit(db: Db, auth: AuthContext, companyId: number, body: { employee_limit: number; reason?: string }) {
  const company = await repo.findCompany(db, companyId);
  if (!company) throw notFound('Company not found.');
  await db.transaction(async (tx) => {
    await repo.setEmployeeLimit(tx, companyId, body.employee_limit, auth.userId);
    await writeAudit(tx, { actorId: auth.impersonatorId ?? auth.userId, action: 'company.employee-limit', subjectType: 'company', subjectId: companyId, before: { employee_limit: company.employee_limit }, after: { employee_limit: body.employee_limit }, reason: body.reason });
  });
  return { company_id: companyId, employee_limit: body.employee_limit };
}

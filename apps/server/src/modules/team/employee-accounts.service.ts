import { EMPLOYEE_WELCOME_LINK_DAYS, ROLE, accountsAdminMessages, type EmployeeAccountCsvRow } from '@goodhive/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, conflict, notFound, validationError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { layout, type MailContent } from '../../lib/mail/templates.js';
import { hashPassword, randomSecret } from '../../lib/secrets.js';
import { createUserKey } from '../identity/index.js';
import { checkEmployeeCsv } from '../tokens/index.js';
import * as repo from './employee-accounts.repository.js';
import { lockCompany, seatsUsed } from './team.repository.js';

type Deps = { db: Db; config: Config; mailer: Mailer };
type Log = Pick<FastifyBaseLogger, 'error'>;
type Person = { email: string; first_name: string; last_name: string };

const actorOf = (auth: AuthContext) => auth.impersonatorId ?? auth.userId;

async function companyOrNotFound(db: DbOrTx, companyId: number) {
  const company = await repo.findAccountsCompany(db, companyId);
  if (!company) throw notFound('Company not found.');
  return company;
}

const presentCompany = (c: NonNullable<Awaited<ReturnType<typeof repo.findAccountsCompany>>>) => ({
  company_id: c.company_id,
  company_name: c.company_name,
  employee_limit: c.employee_limit,
  members: c.members,
  open_invites: c.open_invites,
  token_management_access: c.token_management_access,
  engagement_access: c.engagement_access,
  token_balance: c.token_balance_cents / 100,
});

/** GET /api/admin/accounts/companies: companies with their members, limit, invitations and access flags. */
export async function listAccountsCompanies(db: DbOrTx, q: { search?: string; engagement?: '1' | '0'; page: number; limit: number }) {
  const { rows, total } = await repo.listCompanies(db, q);
  return { data: rows.map(presentCompany), meta: { total, page: q.page, limit: q.limit } };
}

/** GET /api/admin/accounts/companies/{id}: one company as the account screens show it. */
export async function accountsCompany(db: DbOrTx, companyId: number) {
  return presentCompany(await companyOrNotFound(db, companyId));
}

/**
 * The rows of an employee list checked against the accounts that exist: a member of the company already, or a
 * staff or partner account, is an error on its row; another business account is linked rather than made again.
 */
async function checkPeople(db: DbOrTx, companyId: number, rows: (Person & { line: number; errors: string[] })[]): Promise<EmployeeAccountCsvRow[]> {
  const accounts = new Map((await repo.findAccountsByEmails(db, [...new Set(rows.map((r) => r.email).filter(Boolean))])).map((a) => [a.email, a]));
  const members = await repo.findMemberIds(db, companyId, [...accounts.values()].map((a) => a.id));
  return rows.map((r) => {
    const account = accounts.get(r.email);
    const errors = [...r.errors];
    if (account && members.has(account.id)) errors.push(accountsAdminMessages.alreadyMember);
    else if (account && (account.user_type !== 'business' || account.role_id === ROLE.ADMIN)) errors.push(accountsAdminMessages.staffAccount);
    return { line: r.line, email: r.email, first_name: r.first_name, last_name: r.last_name, existing: Boolean(account), errors };
  });
}

/** POST /api/user/import-employee-csv: the file read and every row checked, with the seats it takes; nothing saved. */
export async function previewEmployeeAccounts(db: DbOrTx, companyId: number, bytes: Buffer) {
  const company = await companyOrNotFound(db, companyId);
  const parsed = checkEmployeeCsv(bytes, { amounts: false });
  const rows = await checkPeople(db, company.company_id, parsed.rows);
  const valid = rows.filter((r) => r.errors.length === 0);
  const used = await seatsUsed(db, company.company_id, new Date());
  const errors = [...parsed.errors];
  if (valid.length && used + valid.length > company.employee_limit) errors.push(accountsAdminMessages.overLimit(company.employee_limit, used, valid.length));
  return {
    rows,
    total_rows: rows.length,
    error_rows: rows.filter((r) => r.errors.length > 0).length,
    new_accounts: valid.filter((r) => !r.existing).length,
    existing_accounts: valid.filter((r) => r.existing).length,
    employee_limit: company.employee_limit,
    seats_used: used,
    errors,
  };
}

function employeeMail(input: { firstName: string; company: string; url: string; action: string }): MailContent {
  const t = accountsAdminMessages.employeeMail;
  return { template: 'employee-account', subject: t.subject(input.company), ...layout({ preheader: t.paragraph(input.company), heading: t.heading(input.firstName), paragraphs: [t.paragraph(input.company)], action: { label: input.action, url: input.url } }) };
}

/**
 * Saves checked people as employees of the company, all or none, in one transaction with the company row locked
 * (the employee limit is checked again under the lock): new accounts (role 'Employee User') in one set-based
 * insert, then every one linked to the company in another. Each gets an e-mail after the commit: new accounts a
 * link to set their password, existing ones a link to sign in. Audited with the staff's reason.
 */
async function saveEmployees(deps: Deps, auth: AuthContext, companyId: number, rows: EmployeeAccountCsvRow[], reason: string, log: Log) {
  const fresh = rows.filter((r) => !r.existing);
  const existing = rows.filter((r) => r.existing);
  const passwordHash = await hashPassword(randomSecret(32));
  const by = actorOf(auth);
  const { company, created, linkedIds } = await deps.db
    .transaction(async (tx) => {
      const company = await lockCompany(tx, companyId);
      if (!company) throw notFound('Company not found.');
      const used = await seatsUsed(tx, companyId, new Date());
      if (used + rows.length > company.employee_limit) throw conflict(accountsAdminMessages.overLimit(company.employee_limit, used, rows.length));
      const created = await repo.insertEmployeeUsers(tx, fresh, passwordHash, ROLE.EMPLOYEE, by);
      const linkedIds = (await repo.findAccountsByEmails(tx, existing.map((r) => r.email))).map((a) => a.id);
      await repo.linkEmployees(tx, companyId, [...created.map((c) => c.id), ...linkedIds], by);
      await writeAudit(tx, { actorId: by, action: 'company.employee-accounts', subjectType: 'company', subjectId: companyId, details: { created: created.length, linked: linkedIds.length, emails: rows.slice(0, 50).map((r) => r.email) }, reason });
      return { company, created, linkedIds };
    })
    .catch((e: unknown) => {
      const code = (e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code;
      if (code === '23505') throw conflict('An account with one of these e-mails was just made. Please check the file again.');
      throw e;
    });

  const names = new Map(rows.map((r) => [r.email, r.first_name]));
  const welcome = created.map((c) => async () => {
    const key = await createUserKey(deps.db, c.id, 'reset_password', EMPLOYEE_WELCOME_LINK_DAYS * 86_400);
    await deps.mailer.send(deps.db, c.email, employeeMail({ firstName: names.get(c.email) ?? '', company: company.company_name, url: `${deps.config.appUrl}/forgot-password/${key}`, action: accountsAdminMessages.employeeMail.action }));
  });
  const added = existing.map((r) => () => deps.mailer.send(deps.db, r.email, employeeMail({ firstName: r.first_name, company: company.company_name, url: `${deps.config.appUrl}/login`, action: 'Sign in' })));
  const mails = [...welcome, ...added];
  const sendAll = async () => {
    for (let i = 0; i < mails.length; i += 8) await Promise.all(mails.slice(i, i + 8).map((m) => m().catch((err: unknown) => log.error({ err }, 'could not send an employee account mail'))));
  };
  // A handful go out before the answer; a large import sends them in the background.
  if (mails.length <= 25) await sendAll();
  else void sendAll();
  return { created: created.length, linked: linkedIds.length, userIds: [...created.map((c) => c.id), ...linkedIds] };
}

/** POST /api/user/employee: staff issue one employee account (or add an existing business account) to a company. */
export async function createEmployeeAccount(deps: Deps, auth: AuthContext, body: { company_id: number; email: string; first_name: string; last_name: string; reason: string }, log: Log) {
  await companyOrNotFound(deps.db, body.company_id);
  const [row] = await checkPeople(deps.db, body.company_id, [{ line: 1, email: body.email, first_name: body.first_name, last_name: body.last_name, errors: [] }]);
  if (row!.errors.includes(accountsAdminMessages.alreadyMember)) throw conflict(accountsAdminMessages.alreadyMember);
  if (row!.errors.length) throw validationError({ email: row!.errors });
  const saved = await saveEmployees(deps, auth, body.company_id, [row!], body.reason, log);
  return { user_id: saved.userIds[0]!, email: body.email, created: saved.created === 1 };
}

/** POST /api/user/save-employee-csv: the same file checked again and saved, all rows or none (422 with the rows' errors). */
export async function saveEmployeeCsv(deps: Deps, auth: AuthContext, companyId: number, bytes: Buffer, reason: string | undefined, log: Log) {
  if (!reason || reason.trim().length < 3) throw validationError({ reason: [accountsAdminMessages.reasonRequired] });
  const started = Date.now();
  const preview = await previewEmployeeAccounts(deps.db, companyId, bytes);
  if (preview.errors.length || preview.error_rows || preview.total_rows === 0) {
    const rowErrors = preview.rows.filter((r) => r.errors.length).slice(0, 50).map((r) => `Line ${r.line}: ${r.errors.join(' ')}`);
    throw validationError({ file: preview.errors, rows: rowErrors }, preview.errors[0] ?? accountsAdminMessages.csvHasErrors);
  }
  const saved = await saveEmployees(deps, auth, companyId, preview.rows, reason.trim(), log);
  return { created: saved.created, linked: saved.linked, ms: Date.now() - started };
}

/** GET /api/admin/company/{id}/employees: the company's members. */
export async function companyEmployees(db: DbOrTx, companyId: number) {
  await companyOrNotFound(db, companyId);
  const rows = await repo.findCompanyEmployees(db, companyId);
  return rows.map((r) => ({ user_id: r.user_id, email: r.email, first_name: r.first_name, last_name: r.last_name, is_admin: r.is_admin === 1, is_owner: r.is_owner, role_id: r.role_id, joined_at: r.joined_at.toISOString() }));
}

/** POST /api/admin/company/{id}/remove-employees: members leave the company (never its owner), all or none; audited. */
export async function removeEmployees(db: Db, auth: AuthContext, companyId: number, body: { user_ids: number[]; reason: string }) {
  await companyOrNotFound(db, companyId);
  const ids = [...new Set(body.user_ids)];
  const members = new Map((await repo.findCompanyEmployees(db, companyId)).map((m) => [m.user_id, m]));
  const missing = ids.find((id) => !members.has(id));
  if (missing) throw notFound(accountsAdminMessages.notMember);
  if (ids.some((id) => members.get(id)!.is_owner)) throw new AppError(409, accountsAdminMessages.ownerCannotLeave);
  const removed = await db.transaction(async (tx) => {
    const removed = await repo.unlinkMembers(tx, companyId, ids);
    await writeAudit(tx, { actorId: actorOf(auth), action: 'company.remove-employees', subjectType: 'company', subjectId: companyId, details: { user_ids: removed, emails: removed.map((id) => members.get(id)!.email) }, reason: body.reason });
    return removed;
  });
  return { removed: removed.length };
}

/** POST /api/admin/company/{id}/engagement-access: additional engagement on ('1') or off for the company; audited. */
export async function saveEngagementAccess(db: Db, auth: AuthContext, companyId: number, body: { engagement_access: '1' | '0'; reason: string }) {
  const company = await companyOrNotFound(db, companyId);
  await db.transaction(async (tx) => {
    await repo.setEngagementAccess(tx, companyId, body.engagement_access, auth.userId);
    await writeAudit(tx, { actorId: actorOf(auth), action: 'company.engagement-access', subjectType: 'company', subjectId: companyId, before: { engagement_access: company.engagement_access }, after: { engagement_access: body.engagement_access }, reason: body.reason });
  });
  return presentCompany((await repo.findAccountsCompany(db, companyId))!);
}

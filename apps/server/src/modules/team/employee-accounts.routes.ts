import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountsAdminMessages, accountsCompaniesQuerySchema, accountsCompaniesResponseSchema, accountsCompanyResponseSchema, companyEmployeesResponseSchema, employeeAccountCsvPreviewResponseSchema, employeeAccountResponseSchema, employeeAccountSchema, employeeCsvQuerySchema, employeeCsvSavedResponseSchema, engagementAccessSchema, removeEmployeesResponseSchema, removeEmployeesSchema, idSchema } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import { readUploadedCsv } from '../tokens/index.js';
import * as service from './employee-accounts.service.js';

const errors = errorResponses(401, 403, 404, 409, 422);
const companyParams = z.object({ id: idSchema });

/** Staff-only account calls: employee accounts issued by admins (admin-and-partner.md §6, §7.4), company access flags. */
export async function employeeAccountRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['team', 'admin'];
  const config = { allow: ['admin' as const] };

  r.post('/user/employee', { config, schema: { tags, summary: 'Issue one employee account of a company (staff; an existing business account is added instead)', body: employeeAccountSchema, response: { 200: employeeAccountResponseSchema, ...errors } } }, async (request) =>
    ok(await service.createEmployeeAccount(ctx, requireAuth(request), request.body, request.log), accountsAdminMessages.employeeCreated(request.body.email)),
  );
  r.post(
    '/user/import-employee-csv',
    { config, schema: { tags, summary: 'Read and check an employee accounts CSV (multipart field file; email, first_name, last_name): a preview with per-row errors, nothing saved', consumes: ['multipart/form-data'], querystring: employeeCsvQuerySchema, response: { 200: employeeAccountCsvPreviewResponseSchema, ...errors } } },
    async (request) => ok(await service.previewEmployeeAccounts(ctx.db, request.query.company_id, await readUploadedCsv(request))),
  );
  r.post(
    '/user/save-employee-csv',
    { config, schema: { tags, summary: 'Save an employee accounts CSV: checked again, every row or none (reason in the query)', consumes: ['multipart/form-data'], querystring: employeeCsvQuerySchema, response: { 200: employeeCsvSavedResponseSchema, ...errors } } },
    async (request) => {
      const auth = requireAuth(request);
      const result = await service.saveEmployeeCsv(ctx, auth, request.query.company_id, await readUploadedCsv(request), request.query.reason, request.log);
      return ok(result, accountsAdminMessages.employeesSaved(result.created, result.linked));
    },
  );

  r.get('/admin/accounts/companies', { config, schema: { tags, summary: 'Companies with members, employee limit, open invitations, token balance and access flags (search by name or CID)', querystring: accountsCompaniesQuerySchema, response: { 200: accountsCompaniesResponseSchema, ...errors } } }, async (request) =>
    okBody(await service.listAccountsCompanies(ctx.db, request.query)),
  );
  r.get('/admin/accounts/companies/:id', { config, schema: { tags, summary: 'One company as the account screens show it', params: companyParams, response: { 200: accountsCompanyResponseSchema, ...errors } } }, async (request) =>
    ok(await service.accountsCompany(ctx.db, request.params.id)),
  );
  r.get('/admin/company/:id/employees', { config, schema: { tags, summary: "The company's members", params: companyParams, response: { 200: companyEmployeesResponseSchema, ...errors } } }, async (request) =>
    ok(await service.companyEmployees(ctx.db, request.params.id)),
  );
  r.post('/admin/company/:id/remove-employees', { config, schema: { tags, summary: 'Remove members from the company (never the owner; audited, with a reason)', params: companyParams, body: removeEmployeesSchema, response: { 200: removeEmployeesResponseSchema, ...errors } } }, async (request) => {
    const result = await service.removeEmployees(ctx.db, requireAuth(request), request.params.id, request.body);
    return ok(result, accountsAdminMessages.employeesRemoved(result.removed));
  });
  r.post('/admin/company/:id/engagement-access', { config, schema: { tags, summary: "Turn the company's additional engagement (engagement_access) on or off (audited, with a reason)", params: companyParams, body: engagementAccessSchema, response: { 200: accountsCompanyResponseSchema, ...errors } } }, async (request) =>
    ok(await service.saveEngagementAccess(ctx.db, requireAuth(request), request.params.id, request.body), accountsAdminMessages.engagementSaved(request.body.engagement_access === '1')),
  );
}

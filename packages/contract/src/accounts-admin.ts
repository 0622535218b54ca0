import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
import { ACCOUNTS_ADMIN_PAGE_SIZE, TOKEN_LEDGER_KINDS, accountsAdminMessages } from './accounts-admin-texts.js';
import { TOKEN_LIMITS, tokenMessages } from './tokens-texts.js';
export * from './accounts-admin-texts.js';

/**
 * The staff's token and account screens (admin-and-partner.md §2.1 'Tokens and accounts'): every company's token
 * ledger, external tokens, team and employee accounts, additional engagement. Every write carries a reason.
 */

const id = idSchema;
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'This is not a date.');
const reason = z.string().trim().min(3, accountsAdminMessages.reasonRequired).max(500);
const page = { page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(200).default(ACCOUNTS_ADMIN_PAGE_SIZE) };
const usd = z.coerce.number().finite();
const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const email = z.string().trim().toLowerCase().email(tokenMessages.invalidEmail).max(254);

/** GET /api/admin/impact-tokens (and /export): movements of every company's token ledger. */
export const tokenLedgerQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  company_id: id.optional(),
  kind: z.enum(TOKEN_LEDGER_KINDS).optional(),
  date_from: day.optional(),
  date_to: day.optional(),
  ...page,
});
export type TokenLedgerQuery = z.infer<typeof tokenLedgerQuerySchema>;
export const tokenLedgerRowSchema = z.object({
  transfer_id: z.number().int(),
  created_at: z.string(),
  kind: z.string(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  token_id: z.number().int().nullable(),
  token_kind: z.string().nullable(),
  email: z.string().nullable(),
  amount: z.number(),
});
export type TokenLedgerRow = z.infer<typeof tokenLedgerRowSchema>;
export const tokenLedgerResponseSchema = successEnvelope(z.object({ rows: z.array(tokenLedgerRowSchema), totals: z.record(z.string(), z.number()) }));

/** A company as the staff's token and account lists show it. */
export const accountsCompanySchema = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  employee_limit: z.number().int(),
  members: z.number().int(),
  open_invites: z.number().int(),
  token_management_access: z.string(),
  engagement_access: z.string(),
  token_balance: z.number(),
});
export type AccountsCompany = z.infer<typeof accountsCompanySchema>;
/** GET /api/admin/accounts/companies: companies with members, limit and access flags (search by name or CID). */
export const accountsCompaniesQuerySchema = z.object({ search: z.string().trim().max(100).optional(), engagement: z.enum(['1', '0']).optional(), ...page });
export const accountsCompaniesResponseSchema = successEnvelope(z.array(accountsCompanySchema));
export const accountsCompanyResponseSchema = successEnvelope(accountsCompanySchema);

/** POST /api/admin/company/{id}/engagement-access. */
export const engagementAccessSchema = z.object({ engagement_access: z.enum(['1', '0']), reason });

/** The members of a company, for the staff's remove screen. */
export const companyEmployeeSchema = z.object({ user_id: z.number().int(), email: z.string(), first_name: z.string(), last_name: z.string(), is_admin: z.boolean(), is_owner: z.boolean(), role_id: z.number().int(), joined_at: z.string() });
export type CompanyEmployee = z.infer<typeof companyEmployeeSchema>;
export const companyEmployeesResponseSchema = successEnvelope(z.array(companyEmployeeSchema));
/** POST /api/admin/company/{id}/remove-employees. */
export const removeEmployeesSchema = z.object({ user_ids: z.array(id).min(1).max(500), reason });
export const removeEmployeesResponseSchema = successEnvelope(z.object({ removed: z.number().int() }));

/** POST /api/user/employee: staff issue one employee account of a company. */
export const employeeAccountSchema = z.object({ company_id: id, email, first_name: z.string().trim().min(1).max(40), last_name: z.string().trim().max(40).default(''), reason });
export const employeeAccountResponseSchema = successEnvelope(z.object({ user_id: z.number().int(), email: z.string(), created: z.boolean() }));

/** POST /api/user/import-employee-csv and save-employee-csv (multipart field file; company_id and reason in the query). */
export const employeeCsvQuerySchema = z.object({ company_id: id, reason: z.string().trim().max(500).optional() });
export const employeeAccountCsvRowSchema = z.object({ line: z.number().int(), email: z.string(), first_name: z.string(), last_name: z.string(), existing: z.boolean(), errors: z.array(z.string()) });
export type EmployeeAccountCsvRow = z.infer<typeof employeeAccountCsvRowSchema>;
export const employeeAccountCsvPreviewSchema = z.object({
  rows: z.array(employeeAccountCsvRowSchema),
  total_rows: z.number().int(),
  error_rows: z.number().int(),
  new_accounts: z.number().int(),
  existing_accounts: z.number().int(),
  employee_limit: z.number().int(),
  seats_used: z.number().int(),
  errors: z.array(z.string()),
});
export type EmployeeAccountCsvPreview = z.infer<typeof employeeAccountCsvPreviewSchema>;
export const employeeAccountCsvPreviewResponseSchema = successEnvelope(employeeAccountCsvPreviewSchema);
export const employeeCsvSavedResponseSchema = successEnvelope(z.object({ created: z.number().int(), linked: z.number().int(), ms: z.number().int() }));

/** POST /api/admin/company/{id}/external-tokens: staff issue an external token from the company's balance. */
export const externalTokenIssueSchema = z.object({
  email,
  token_amount: usd.positive().max(TOKEN_LIMITS.maxIssueUsd).refine(twoDecimals, 'At most two decimals.'),
  first_name: z.string().trim().max(40).optional(),
  last_name: z.string().trim().max(40).optional(),
  expiry_date: day.optional(),
  reason,
});
export type ExternalTokenIssue = z.infer<typeof externalTokenIssueSchema>;
/** POST /api/admin/company/{id}/external-tokens/revoke. */
export const externalTokenRevokeSchema = z.object({ token_ids: z.array(id).min(1).max(500), reason });

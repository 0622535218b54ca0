import { z } from 'zod';
import { idSchema } from './fields.js';
import { successEnvelope } from './envelope.js';
import { TOKEN_LIMITS, TOKEN_STATUSES, tokenMessages } from './tokens-texts.js';
export * from './tokens-texts.js';

/**
 * Impact tokens: prepaid giving a company buys, issues to people (employees, customers) by e-mail, who then
 * allocate it to projects. Every movement (purchase, issue, revoke, allocation, expiry) is a transfer on the value
 * ledger; balances are sums of its entries. Staff also issue external tokens to people outside any company.
 */

const companyRef = idSchema;
const usd = z.coerce.number().finite();
const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** POST /api/v2/token/purchaseToken. */
export const purchaseTokenSchema = z.object({
  company_id: companyRef.optional(),
  amount: usd.min(TOKEN_LIMITS.minPurchaseUsd).max(TOKEN_LIMITS.maxPurchaseUsd).refine(twoDecimals, 'At most two decimals.'),
});
export type PurchaseToken = z.infer<typeof purchaseTokenSchema>;
export const purchaseTokenResponseSchema = successEnvelope(z.object({ token_purchase_id: z.number().int(), redirect_url: z.string(), provider: z.string() }));

/** GET /api/v2/token/getTokenPaymentReceipt?token_data={purchase id}. */
export const tokenReceiptQuerySchema = z.object({ token_data: idSchema });

/** POST /api/v2/token/company-token-details: the company's balance and totals, in US dollars. */
export const companyTokenDetailsRequestSchema = z.object({ company_id: companyRef.optional() });
export const companyTokenDetailsSchema = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  token_management_access: z.string(),
  balance: z.number(),
  purchased: z.number(),
  issued: z.number(),
  /** What the people holding the company's tokens gave from them to projects. */
  allocated: z.number(),
  /** What the company gave from its own balance (the Giving API's token payment), not through issued tokens. */
  given: z.number(),
  revoked: z.number(),
  expired: z.number(),
  /** Value still held by people (issued, not yet allocated, revoked or expired). */
  outstanding: z.number(),
  holders: z.number().int(),
});
export type CompanyTokenDetails = z.infer<typeof companyTokenDetailsSchema>;
export const companyTokenDetailsResponseSchema = successEnvelope(companyTokenDetailsSchema);

/** One token as its issuer sees it. */
export const employeeTokenSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  kind: z.enum(['company', 'external']),
  status: z.enum(TOKEN_STATUSES),
  token_amount: z.number(),
  balance: z.number(),
  allocated: z.number(),
  expires_at: z.string(),
  created_at: z.string(),
  has_account: z.boolean(),
});
export type EmployeeToken = z.infer<typeof employeeTokenSchema>;

/** POST /api/v2/token/getEmployeeToken: the people holding the company's tokens (paged). */
export const employeeTokenListRequestSchema = z.object({
  company_id: companyRef.optional(),
  search: z.string().trim().max(100).optional(),
  status: z.enum(TOKEN_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  page: z.coerce.number().int().min(1).default(1),
});
export type EmployeeTokenListRequest = z.infer<typeof employeeTokenListRequestSchema>;
export const employeeTokenListResponseSchema = successEnvelope(z.array(employeeTokenSchema));

/** A ledger movement of a token. */
export const tokenMovementSchema = z.object({ kind: z.string(), amount: z.number(), created_at: z.string() });
export const tokenDetailsSchema = employeeTokenSchema.extend({
  company_name: z.string().nullable(),
  movements: z.array(tokenMovementSchema),
  allocations: z.array(z.object({ contribution_id: z.number().int(), project_id: z.number().int(), project_name: z.string(), quantity: z.number().int(), amount: z.number(), created_at: z.string() })),
});
export type TokenDetails = z.infer<typeof tokenDetailsSchema>;
export const tokenDetailsResponseSchema = successEnvelope(tokenDetailsSchema);

/** POST /api/v2/token/getEmployeeTokenDetails and user-token-details: one token. */
export const tokenIdRequestSchema = z.object({ token_id: idSchema });

/** POST /api/v2/token/issueToken. */
export const issueTokenSchema = z.object({
  company_id: companyRef.optional(),
  email: z.string().trim().toLowerCase().email(tokenMessages.invalidEmail).max(254),
  token_amount: usd.positive().max(TOKEN_LIMITS.maxIssueUsd).refine(twoDecimals, 'At most two decimals.'),
  first_name: z.string().trim().max(40).optional(),
  last_name: z.string().trim().max(40).optional(),
  /** YYYY-MM-DD; a year from now when absent. */
  expiry_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
});
export type IssueToken = z.infer<typeof issueTokenSchema>;
export const impactTokenResponseSchema = successEnvelope(employeeTokenSchema);

/** One row of an employee CSV, as read and checked (nothing saved). */
export const employeeCsvRowSchema = z.object({
  line: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  token_amount: z.number().nullable(),
  errors: z.array(z.string()),
});
export type EmployeeCsvRow = z.infer<typeof employeeCsvRowSchema>;
/** POST /api/v2/token/import-employee-csv (multipart field file): a preview with per-row errors. */
export const employeeCsvPreviewSchema = z.object({
  rows: z.array(employeeCsvRowSchema),
  total_rows: z.number().int(),
  error_rows: z.number().int(),
  total_token_amount: z.number(),
  balance: z.number(),
  errors: z.array(z.string()),
});
export type EmployeeCsvPreview = z.infer<typeof employeeCsvPreviewSchema>;
export const employeeCsvPreviewResponseSchema = successEnvelope(employeeCsvPreviewSchema);

/** POST /api/v2/token/emp-issue-tokens: saves a checked list (all rows or none). */
export const empIssueTokensSchema = z.object({
  company_id: companyRef.optional(),
  expiry_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  employees: z
    .array(
      z.object({
        email: z.string().trim().toLowerCase().email(tokenMessages.invalidEmail).max(254),
        first_name: z.string().trim().max(40).default(''),
        last_name: z.string().trim().max(40).default(''),
        token_amount: usd.positive().max(TOKEN_LIMITS.maxIssueUsd).refine(twoDecimals, 'At most two decimals.'),
      }),
    )
    .min(1)
    .max(TOKEN_LIMITS.maxCsvRows),
});
export type EmpIssueTokens = z.infer<typeof empIssueTokensSchema>;
export const empIssueTokensResponseSchema = successEnvelope(z.object({ issued: z.number().int(), total_token_amount: z.number() }));

/** POST /api/v2/token/revokeToken (one), emp-revoke-tokens and emp-delete-tokens (many). */
export const revokeTokenSchema = z.object({ token_id: idSchema });
export const tokenIdsSchema = z.object({ token_ids: z.array(idSchema).min(1).max(500) });
export const tokenChangeResponseSchema = successEnvelope(z.object({ tokens: z.number().int(), returned: z.number() }));
/** POST /api/v2/token/revoke-del-employee-token: every token of one person from the company, revoked and removed. */
export const revokeDelEmployeeSchema = z.object({ company_id: companyRef.optional(), email: z.string().trim().toLowerCase().email(tokenMessages.invalidEmail) });

/** POST /api/v2/token/updateStatus: pause or resume a token. */
export const updateTokenStatusSchema = z.object({ token_id: idSchema, status: z.enum(['active', 'paused']) });

/** The tokens of the signed-in person (getTokenByUser, external-token-details). */
export const holderTokenSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['company', 'external']),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  status: z.enum(TOKEN_STATUSES),
  token_amount: z.number(),
  balance: z.number(),
  allocated: z.number(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type HolderToken = z.infer<typeof holderTokenSchema>;
export const holderTokensSchema = z.object({
  /** Token info: what the person holds in all, and whether the gift dialog is due. */
  token_amount: z.number(),
  display_personal_token: z.enum(['0', '1']),
  display_company_token: z.enum(['0', '1']),
  gift_notification: z.object({ token_amount: z.number(), message: z.string() }).nullable(),
  tokens: z.array(holderTokenSchema),
});
export type HolderTokens = z.infer<typeof holderTokensSchema>;
export const holderTokensResponseSchema = successEnvelope(holderTokensSchema);

/** POST /api/v2/token/allocate-token. */
export const allocateTokenSchema = z.object({
  token_id: idSchema,
  project_id: idSchema,
  impact_level_id: idSchema,
  quantity: z.coerce.number().int().min(1).max(100_000),
});
export type AllocateToken = z.infer<typeof allocateTokenSchema>;
export const allocateTokenResponseSchema = successEnvelope(
  z.object({ contribution_group_id: z.number().int(), contribution_id: z.number().int(), amount: z.number(), beneficiaries: z.number().int(), balance: z.number() }),
);

/** POST /api/v2/token/getTokenImpact: what the tokens of a company (or the signed-in holder) have given. */
export const tokenImpactRequestSchema = z.object({ company_id: companyRef.optional() });
export const tokenImpactResponseSchema = successEnvelope(
  z.object({
    contributions: z.number().int(),
    amount: z.number(),
    beneficiaries: z.number().int(),
    projects: z.array(z.object({ project_id: z.number().int(), project_name: z.string(), quantity: z.number().int(), beneficiaries: z.number().int(), amount: z.number() })),
  }),
);

/** GET /api/v2/token/getNextBillingDate/{id}: the company's next membership billing date. */
export const nextBillingDateResponseSchema = successEnvelope(z.object({ company_id: z.number().int(), next_billing_date: z.string().nullable() }));

/** Token notifications: tokens about to expire (within 7 days) and tokens expired in the last 30 days. */
export const tokenNotificationSchema = z.object({
  token_id: z.number().int(),
  type: z.enum(['expiring', 'expired']),
  amount: z.number(),
  expires_at: z.string(),
  email: z.string(),
  message: z.string(),
});
export const tokenNotificationsResponseSchema = successEnvelope(z.array(tokenNotificationSchema));
export const tokenNotificationQuerySchema = z.object({
  user_id: idSchema.optional(),
  company_id: idSchema.optional(),
  account_type: z.enum(['user', 'company', 'personal']).optional(),
});
export const companyQuerySchema = z.object({ company_id: idSchema.optional() });

/** GET /api/v2/token/get-expired-tokens. */
export const expiredTokensQuerySchema = z.object({
  company_id: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  page: z.coerce.number().int().min(1).default(1),
});

/** The e-mail link that lets a recipient without an account set one up (GET and POST /api/v2/token/claim/{key}). */
export const tokenClaimParamsSchema = z.object({ key: z.string().min(20).max(100) });
export const tokenClaimInfoResponseSchema = successEnvelope(
  z.object({ email: z.string(), first_name: z.string(), last_name: z.string(), company_name: z.string().nullable(), token_amount: z.number(), has_account: z.boolean() }),
);
export const tokenClaimSchema = z.object({
  first_name: z.string().trim().min(1).max(40),
  last_name: z.string().trim().min(1).max(40),
  password: z.string().min(8).max(200),
});
export const tokenClaimResponseSchema = successEnvelope(z.object({ email: z.string(), user_id: z.number().int() }));


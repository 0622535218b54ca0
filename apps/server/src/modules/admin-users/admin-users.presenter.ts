import type { AdminUserDetails, AdminUserRow, AuditLogRow, FavouriteFilter } from '@goodhive/contract';
import type * as repo from './admin-users.repository.js';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function presentUserRow(r: repo.AdminUserRowData): AdminUserRow {
  return {
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    user_type: r.user_type as AdminUserRow['user_type'],
    role_id: r.role_id,
    role_name: r.role_name,
    company_id: r.company_id,
    company_name: r.company_name,
    package_name: r.package_name,
    status: r.status,
    is_active: r.is_active,
    deleted: r.deleted_at !== null,
    created_at: r.created_at.toISOString(),
    last_giving_at: iso(r.last_giving_at),
    total_given_usd_cents: Number(r.total_given_usd_cents),
  };
}

type AuditRowData = Awaited<ReturnType<typeof repo.findAuditPage>>['rows'][number];
export function presentAuditRow(r: AuditRowData): AuditLogRow {
  return { ...r, created_at: r.created_at.toISOString() };
}

type FavouriteRow = Awaited<ReturnType<typeof repo.findFavourites>>[number];
export function presentFavourite(r: FavouriteRow): FavouriteFilter {
  return { id: r.id, name: r.name, kind: r.kind === 'email' ? 'email' : 'user', filters: r.filters as Record<string, unknown>, created_at: r.created_at.toISOString() };
}

type DetailsInput = {
  row: NonNullable<Awaited<ReturnType<typeof repo.findUserDetailsRow>>>;
  tags: string[];
  company: Awaited<ReturnType<typeof repo.findCompanyDetails>>;
  team: Awaited<ReturnType<typeof repo.findTeam>>;
  payments: Awaited<ReturnType<typeof repo.findMembershipPayments>>;
  giving: Awaited<ReturnType<typeof repo.findGivingSummary>>;
  credits: Awaited<ReturnType<typeof repo.findCredits>>;
  mails: Awaited<ReturnType<typeof repo.findMails>>;
  sessions: Awaited<ReturnType<typeof repo.findSessions>>;
  audit: AuditRowData[];
  tokens: number;
};

export function presentUserDetails(d: DetailsInput): AdminUserDetails {
  const { row, company } = d;
  return {
    user: {
      ...presentUserRow(row),
      account: row.account === 'company' ? 'company' : 'user',
      register_source: row.register_source,
      referral_code: row.referral_code,
      last_login_at: iso(row.last_login_at),
      email_verified: row.email_verified_at !== null,
      country_name: row.country_name,
      tags: d.tags,
    },
    company: company
      ? {
          ...company,
          membership_end_date: iso(company.membership_end_date),
          trial_ends_at: iso(company.trial_ends_at),
          team: d.team.map((t) => ({ user_id: t.user_id, name: `${t.first_name} ${t.last_name}`.trim(), email: t.email, is_owner: t.is_owner, is_admin: t.is_admin })),
        }
      : null,
    membership_payments: d.payments.map((p) => ({ ...p, created_at: p.created_at.toISOString(), paid_at: iso(p.paid_at) })),
    giving: {
      ...d.giving.summary,
      last_giving_at: iso(d.giving.summary.last_giving_at),
      recent: d.giving.recent.map((c) => ({ ...c, contribution_date: iso(c.contribution_date) })),
    },
    credits: d.credits.map((c) => ({ ...c, expiry_date: c.expiry_date ?? null })),
    tokens: { balance: d.tokens },
    mails: d.mails.map((m) => ({ ...m, created_at: m.created_at.toISOString(), opened_at: iso(m.opened_at) })),
    sessions: d.sessions.map((s) => ({ id: s.id, created_at: s.created_at.toISOString(), access_expires_at: s.access_expires_at.toISOString(), revoked_at: iso(s.revoked_at), impersonated: s.impersonator_id !== null })),
    audit: d.audit.map(presentAuditRow),
  };
}

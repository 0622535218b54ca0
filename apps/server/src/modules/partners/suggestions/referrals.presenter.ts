import type { Referral, ReferralStatus } from '@goodhive/contract';
import type { ReferralRow } from './referrals.repository.js';

/** A suggestion as staff see it. */
export function presentReferral(row: ReferralRow): Referral {
  const r = row.referral;
  return {
    id: r.id,
    cause_name: r.cause_name,
    website: r.website,
    country: row.country ? { id: row.country.id, name: row.country.name, code: row.country.code } : null,
    contact_name: r.contact_name,
    contact_email: r.contact_email,
    contact_phone: r.contact_phone,
    description: r.description,
    referrer: { user_id: r.referrer_user_id, name: r.referrer_name, email: r.referrer_email },
    status: r.status as ReferralStatus,
    admin_note: r.admin_note,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

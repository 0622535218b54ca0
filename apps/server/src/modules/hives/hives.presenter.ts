import type { Hive, HiveImpact } from '@goodhive/contract';
import type { HiveWithPartner } from './hives.repository.js';

/** Only addresses the app made (/api/files/...) or https ones are shown as images. */
export const safeImage = (url: string | null) => (url && /^(https:\/\/|\/)/.test(url) ? url : null);

export function presentHive(row: HiveWithPartner): Hive {
  const h = row.hive;
  return {
    id: h.id,
    page_url: h.page_url,
    title: h.title,
    story: h.story,
    logo: safeImage(h.logo),
    banner: safeImage(h.banner),
    partner: { company_id: h.company_id, company_name: row.partner_name, logo_url: safeImage(row.partner_logo) },
    member_count: Number(row.member_count),
  };
}

export function presentImpact(t: { total_impacts: number; beneficiaries: number; amount_usd_cents: number; projects_supported: number }): HiveImpact {
  const amountUsd = t.amount_usd_cents / 100;
  return {
    total_impacts: t.total_impacts,
    beneficiaries: t.beneficiaries,
    amount_usd: amountUsd,
    projects_supported: t.projects_supported,
    impacts_per_usd: amountUsd > 0 ? Math.round((t.total_impacts / amountUsd) * 100) / 100 : 0,
  };
}

export function presentMember(m: { company_id: number; company_name: string; logo: string | null; joined_at: Date }) {
  return { company_id: m.company_id, company_name: m.company_name, logo_url: safeImage(m.logo), joined_at: m.joined_at.toISOString() };
}

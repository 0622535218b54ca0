import type { SitePage, SiteSearchResult } from '@goodhive/contract';

export const presentPage = (p: SitePage): SiteSearchResult => ({ page_name: p.title, page_url: p.path, external_link: false, type: 'page', detail: null });

export const presentProject = (p: { id: number; title: string; is_bundle?: boolean | number | null; partner_name?: string | null }): SiteSearchResult => ({
  page_name: p.title,
  page_url: `${p.is_bundle ? '/bundledetail' : '/projectdetail'}/${p.id}`,
  external_link: false,
  type: 'project',
  detail: p.partner_name ?? null,
});

export const presentPartner = (p: { id: number; name: string }): SiteSearchResult => ({ page_name: p.name, page_url: `/wcu_partner/${p.id}`, external_link: false, type: 'partner', detail: null });

export const presentUser = (u: { id: number; first_name: string; last_name: string; email: string; company_name: string | null }): SiteSearchResult => ({
  page_name: `${u.first_name} ${u.last_name}`.trim() || u.email,
  page_url: `/admin/users/display/${u.id}`,
  external_link: false,
  type: 'user',
  detail: [u.email, u.company_name].filter(Boolean).join(' · '),
});

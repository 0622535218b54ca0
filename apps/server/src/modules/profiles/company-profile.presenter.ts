import { companyProfileCompleteness, type CompanyProfile } from '@goodhive/contract';
import type { CompanyEditRow } from './company-profile.repository.js';

/** Maps a company row to the company profile screen's shape, with its completeness score. */
export function presentCompanyProfile(row: CompanyEditRow, canEdit: boolean): CompanyProfile {
  const c = row.company;
  return {
    id: c.id,
    company_name: c.company_name,
    mission: c.mission,
    email: c.email,
    phone: c.phone,
    website: c.website,
    facebook_url: c.facebook_url,
    googleplus_url: c.googleplus_url,
    linkedin_url: c.linkedin_url,
    twitter_url: c.twitter_url,
    industry1: c.industry_1 !== null && row.industry1_name !== null ? { id: c.industry_1, name: row.industry1_name } : null,
    industry2: c.industry_2 !== null && row.industry2_name !== null ? { id: c.industry_2, name: row.industry2_name } : null,
    company_logo: c.company_logo,
    company_icon: c.company_icon,
    company_banner_img: c.company_banner_img,
    address: {
      address_1: c.address_1,
      address_2: c.address_2,
      city: c.city,
      state: c.state,
      country_id: c.country_id,
      country_name: row.country_name,
      zip_code: c.zip_code,
    },
    can_edit: canEdit,
    completeness: companyProfileCompleteness(c),
  };
}

import { personalProfileCompleteness, toDateOnly } from '@goodhive/contract';
import type { CurrentUser, UserCompany, UserProfile, UserType } from '@goodhive/contract';
import type { AuthContext } from '../../http/auth.js';
import type { CurrentUserRow, findPrimaryCompanyLink, findUserWithRole } from './users.repository.js';

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserWithRole>>>;
type LinkRow = Awaited<ReturnType<typeof findPrimaryCompanyLink>> | null;

const accessFlag = (v: string): '0' | '1' => (v === '1' ? '1' : '0');

/** Maps the user, role and company rows to the current-user shape the web app reads at start and after every switch. */
export function presentCurrentUser(row: CurrentUserRow['user'], link: CurrentUserRow['link'], ownerRoleId: number | null, auth: Pick<AuthContext, 'impersonatorId' | 'userType'>): CurrentUser {
  const { user } = row;
  const company: UserCompany | null = link
    ? {
        id: link.company.id,
        company_name: link.company.company_name,
        country_name: link.country_name,
        is_hive_partner: link.company.is_hive_partner,
        latest_impact_partner_level: link.company.latest_impact_partner_level,
        engagement_access: accessFlag(link.company.engagement_access),
        token_management_access: accessFlag(link.company.token_management_access),
        membership_end_date: toDateOnly(link.company.membership_end_date),
      }
    : null;
  // An admin who switched view is presented in that view's panel.
  const type = auth.userType as UserType;
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    account: user.account === 'company' && company ? 'company' : 'user',
    role_id: user.role_id,
    user_role: { id: row.role.id, name: row.role.name, group: row.group },
    business_owner_role_id: ownerRoleId,
    register_source: user.register_source,
    campaign_access_flag: user.campaign_access_flag,
    change_type: user.change_type,
    type,
    user_type: type,
    base_user_type: user.user_type as UserType,
    is_owner: link?.link.is_owner ?? false,
    is_verified: user.email_verified_at !== null,
    impersonator_id: auth.impersonatorId,
    user_business:
      link && company
        ? { company_id: link.company.id, is_admin: link.link.is_admin, is_business: link.link.is_business, company }
        : null,
    companydata: company
      ? {
          company_name: company.company_name,
          country_name: company.country_name,
          is_hive_partner: company.is_hive_partner,
          latest_impact_partner_level: company.latest_impact_partner_level,
          engagement_access: company.engagement_access,
          token_management_access: company.token_management_access,
          membership_end_date: company.membership_end_date,
        }
      : null,
  };
}

/** Maps a user with role and company link to the staff view of a user record. */
export function presentUserProfile(row: UserRow, link: LinkRow): UserProfile {
  const { user } = row;
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    role_id: user.role_id,
    role_name: row.role.name,
    user_type: user.user_type as UserType,
    account: user.account === 'company' ? 'company' : 'user',
    change_type: user.change_type,
    status: user.status,
    is_active: user.is_active,
    is_verified: user.email_verified_at !== null,
    register_source: user.register_source,
    created_at: user.created_at.toISOString(),
    last_login_at: user.last_login_at?.toISOString() ?? null,
    about_you: user.about_you,
    image: user.image,
    facebook_url: user.facebook_url,
    googleplus_url: user.googleplus_url,
    linkedin_url: user.linkedin_url,
    twitter_url: user.twitter_url,
    pending_email: user.pending_email,
    completeness: personalProfileCompleteness(user),
    user_business: link
      ? {
          company_id: link.company.id,
          company_name: link.company.company_name,
          is_admin: link.link.is_admin,
          is_business: link.link.is_business,
          is_owner: link.link.is_owner,
        }
      : null,
  };
}

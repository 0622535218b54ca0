/** The zod-free part of profile-edit.ts (re-exported there): the completeness scores, texts and constants a screen uses without loading the schemas. */

// ---- Completeness scores: one pure rule, so the screen and the server always agree ----

export const PROFILE_SCORE_MAX = 100;

export type ProfileScoreItem = { key: string; label: string; points: number };
export type ProfileCompleteness = { score: number; missing: ProfileScoreItem[] };

const filled = (v: string | null | undefined) => typeof v === 'string' && v.trim().length > 0;

/** An image the member chose: set, and not the platform's default no-image picture. */
export const isRealImage = (url: string | null | undefined) => filled(url) && !/no[-_]?image/i.test(url!);

/** The company profile's base and additions: base 50, +10 logo, +10 mission, +5 e-mail, +5 phone, +4 each for the four social URLs and the website. */
export const COMPANY_SCORE = {
  base: 50,
  items: [
    { key: 'company_logo', label: 'Company logo', points: 10 },
    { key: 'mission', label: 'Mission', points: 10 },
    { key: 'email', label: 'Company e-mail', points: 5 },
    { key: 'phone', label: 'Phone', points: 5 },
    { key: 'facebook_url', label: 'Facebook page', points: 4 },
    { key: 'googleplus_url', label: 'Google+ page', points: 4 },
    { key: 'linkedin_url', label: 'LinkedIn page', points: 4 },
    { key: 'twitter_url', label: 'Twitter page', points: 4 },
    { key: 'website', label: 'Website', points: 4 },
  ],
} as const;

/** The business user's personal profile: base 50, +10 real image, +10 first name, +10 about you, +5 each for the four social URLs. */
export const PERSONAL_SCORE = {
  base: 50,
  items: [
    { key: 'image', label: 'Profile picture', points: 10 },
    { key: 'first_name', label: 'First name', points: 10 },
    { key: 'about_you', label: 'About you', points: 10 },
    { key: 'facebook_url', label: 'Facebook profile', points: 5 },
    { key: 'googleplus_url', label: 'Google+ profile', points: 5 },
    { key: 'linkedin_url', label: 'LinkedIn profile', points: 5 },
    { key: 'twitter_url', label: 'Twitter profile', points: 5 },
  ],
} as const;

function score(base: number, items: readonly ProfileScoreItem[], has: (key: string) => boolean): ProfileCompleteness {
  let total = base;
  const missing: ProfileScoreItem[] = [];
  for (const item of items) {
    if (has(item.key)) total += item.points;
    else missing.push({ key: item.key, label: item.label, points: item.points });
  }
  return { score: Math.min(PROFILE_SCORE_MAX, total), missing };
}

export type CompanyScoreFields = Partial<Record<(typeof COMPANY_SCORE.items)[number]['key'], string | null>>;
export type PersonalScoreFields = Partial<Record<(typeof PERSONAL_SCORE.items)[number]['key'], string | null>>;

/** How complete a company profile is (at most 100) and what is still missing. */
export function companyProfileCompleteness(company: CompanyScoreFields): ProfileCompleteness {
  return score(COMPANY_SCORE.base, COMPANY_SCORE.items, (key) => {
    const value = company[key as keyof CompanyScoreFields];
    return key === 'company_logo' ? isRealImage(value) : filled(value);
  });
}

/** How complete a business user's personal profile is (at most 100) and what is still missing. */
export function personalProfileCompleteness(user: PersonalScoreFields): ProfileCompleteness {
  return score(PERSONAL_SCORE.base, PERSONAL_SCORE.items, (key) => {
    const value = user[key as keyof PersonalScoreFields];
    return key === 'image' ? isRealImage(value) : filled(value);
  });
}

// ---- Texts ----

export const profileEditMessages = {
  personalSaved: 'Your profile has been saved.',
  companySaved: 'The company profile has been saved.',
  imageSaved: 'Your picture has been saved.',
  companyImageSaved: 'The image has been saved.',
  emailChangeSent: (email: string) => `We sent a confirmation link to ${email}. Your login e-mail changes once you open it.`,
  emailChanged: 'Your login e-mail has been changed.',
  emailChangeLinkInvalid: 'This confirmation link is invalid or has expired. Please ask for a new one from your profile.',
  emailTaken: 'This e-mail is already in use.',
  ownProfileOnly: 'You can only change your own profile.',
  companyAdminsOnly: 'Only the owner and admins of this company can change its profile.',
  companyNotFound: 'Company not found.',
  unknownIndustry: 'Please choose an industry from the list.',
  unknownCountry: 'Please choose a country from the list.',
  sameIndustries: 'Please choose a second industry different from the first.',
  imageFieldRequired: 'Please upload the image as company_icon, company_banner_img or company_logo.',
  invalidUrl: 'Please enter a full web address starting with http:// or https://.',
  invalidEmail: 'Please enter a valid email address.',
} as const;

/** The company image kinds of POST /api/company/{id}/image, by the multipart field name. */
export const COMPANY_IMAGE_FIELDS = ['company_logo', 'company_icon', 'company_banner_img'] as const;
export type CompanyImageField = (typeof COMPANY_IMAGE_FIELDS)[number];
export const COMPANY_IMAGE_LABELS: Record<CompanyImageField, string> = {
  company_logo: 'Logo',
  company_icon: 'Icon',
  company_banner_img: 'Banner image',
};


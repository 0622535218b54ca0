import { ROLE } from '@goodhive/contract';

/** Role groups decide which panel a role belongs to. */
export const ROLE_GROUPS = [
  { id: 1, name: 'Admin', slug: 'admin' },
  { id: 2, name: 'Worthy Cause', slug: 'partner' },
  { id: 3, name: 'Business', slug: 'business' },
  { id: 4, name: 'Individual', slug: 'personal' },
] as const;

export const ROLES = [
  { id: ROLE.DOWNGRADED, name: 'Downgraded User', slug: 'downgraded-user', group_id: 3 },
  { id: ROLE.ADMIN, name: 'Admin', slug: 'admin', group_id: 1 },
  { id: ROLE.PERSONAL, name: 'Personal User', slug: 'personal-user', group_id: 4 },
  { id: ROLE.WORTHY_CAUSE, name: 'Worthy Cause User', slug: 'worthy-cause-user', group_id: 2 },
  { id: ROLE.MEMBER, name: 'Goodhive Member', slug: 'member', group_id: 3 },
  { id: ROLE.PARTNER, name: 'Goodhive Partner', slug: 'partner', group_id: 3 },
  { id: ROLE.TRIAL, name: 'Trial Partner', slug: 'trial-partner', group_id: 3 },
  { id: ROLE.PREMIUM_PARTNERSHIP, name: 'Premium Partnership', slug: 'premium-partnership', group_id: 3 },
  { id: ROLE.BUSINESS_FOR_GOOD, name: 'Business for Good Partnership', slug: 'business-for-good', group_id: 3 },
  { id: ROLE.EMPLOYEE, name: 'Employee User', slug: 'employee-user', group_id: 4 },
  { id: ROLE.GUEST, name: 'Guest User', slug: 'guest-user', group_id: 4 },
  { id: ROLE.PREMIUM_PERSONAL, name: 'Premium Personal User', slug: 'premium-personal-user', group_id: 4 },
] as const;

/** The 49 industries, Accounting to Web Services. */
export const INDUSTRIES = [
  'Accounting', 'Advertising & Marketing', 'Agriculture', 'Architecture & Planning', 'Automotive', 'Banking',
  'Biotechnology', 'Chemicals', 'Civil Engineering', 'Computer Software', 'Construction', 'Consulting',
  'Consumer Goods', 'Design', 'E-Learning', 'Education', 'Electrical & Electronics', 'Energy & Utilities',
  'Entertainment', 'Environmental Services', 'Events Services', 'Financial Services', 'Food & Beverages',
  'Government', 'Health & Wellness', 'Hospitality', 'Human Resources', 'Information Technology', 'Insurance',
  'Investment Management', 'Legal Services', 'Logistics & Supply Chain', 'Manufacturing', 'Media & Publishing',
  'Non-Profit', 'Photography', 'Printing', 'Professional Training', 'Public Relations', 'Real Estate',
  'Recruitment', 'Research', 'Retail', 'Sports & Recreation', 'Telecommunications', 'Textiles & Apparel',
  'Tourism & Travel', 'Transportation', 'Web Services',
] as const;

export const IMPACT_CATEGORIES = [
  { id: 1, name: 'Clean Water', slug: 'water' },
  { id: 2, name: 'Environment', slug: 'environment' },
  { id: 3, name: 'Education', slug: 'education' },
  { id: 4, name: 'Health', slug: 'health' },
  { id: 5, name: 'Food & Nutrition', slug: 'food' },
  { id: 6, name: 'Livelihoods', slug: 'livelihoods' },
  { id: 7, name: 'Shelter & Relief', slug: 'shelter' },
  { id: 8, name: 'Animals & Wildlife', slug: 'animals' },
] as const;

export const CATEGORIES = [
  { id: 1, name: 'Water Access', slug: 'water-access', impact_category_id: 1 },
  { id: 2, name: 'Sanitation & Hygiene', slug: 'sanitation', impact_category_id: 1 },
  { id: 3, name: 'Tree Planting', slug: 'tree-planting', impact_category_id: 2 },
  { id: 4, name: 'Climate Action', slug: 'climate-action', impact_category_id: 2 },
  { id: 5, name: 'Ocean Conservation', slug: 'ocean-conservation', impact_category_id: 2 },
  { id: 6, name: 'Children Education', slug: 'children-education', impact_category_id: 3 },
  { id: 7, name: 'Skills Training', slug: 'skills-training', impact_category_id: 3 },
  { id: 8, name: 'Healthcare', slug: 'healthcare', impact_category_id: 4 },
  { id: 9, name: 'Mental Health', slug: 'mental-health', impact_category_id: 4 },
  { id: 10, name: 'Food Security', slug: 'food-security', impact_category_id: 5 },
  { id: 11, name: 'Women Empowerment', slug: 'women-empowerment', impact_category_id: 6 },
  { id: 12, name: 'Economic Empowerment', slug: 'economic-empowerment', impact_category_id: 6 },
  { id: 13, name: 'Disaster Relief', slug: 'disaster-relief', impact_category_id: 7 },
  { id: 14, name: 'Animal Welfare', slug: 'animal-welfare', impact_category_id: 8 },
] as const;

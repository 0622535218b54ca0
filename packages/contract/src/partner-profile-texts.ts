/** The zod-free part of partner-profile.ts (re-exported there): texts, constants and pure helpers a screen shows without loading the schemas. */
export const PARTNER_INFO_TYPES = ['reg', 'ope', 'tax'] as const;

export type PartnerInfoType = (typeof PARTNER_INFO_TYPES)[number];

export const PARTNER_INFO_LABELS: Record<PartnerInfoType, string> = { reg: 'Registered in', ope: 'Operates in', tax: 'Taxed in' };

export const PARTNER_CONTACT_TYPES = ['Primary', 'Finance', 'Communications', 'Projects'] as const;

export const FINANCE_YEAR_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export const partnerMessages = {
  notAPartner: 'Only worthy-cause partners and staff can open partner profiles.',
  partnerNotFound: 'Partner not found.',
  profileSaved: 'Your profile was saved.',
  contactAdded: 'The contact was added.',
  contactRemoved: 'The contact was removed.',
  taxAdded: 'The tax details were added.',
  taxRemoved: 'The tax details were removed.',
  imageSaved: 'Your organisation image was saved.',
  unknownCountry: 'One of the countries does not exist.',
  countryRequired: 'Please choose a country.',
  taxTypeRequired: 'The tax type is required.',
  taxNumberRequired: 'The tax number is required.',
} as const;

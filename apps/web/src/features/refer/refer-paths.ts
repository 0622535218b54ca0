import { PATHS } from '../../lib/paths';

/** Addresses of this feature's screens with their parameters filled in. */
export const hivePagePath = (pageUrl: string) => PATHS.hivePage.replace(':page_url', encodeURIComponent(pageUrl));
export const hiveJoinPath = (pageUrl: string) => PATHS.hiveJoin.replace(':page_url', encodeURIComponent(pageUrl));
export const hiveEditPath = (id: number) => PATHS.adminHiveEdit.replace(':id', String(id));
export const codeEditPath = (id: number) => PATHS.adminReferralCodeEdit.replace(':id', String(id));
export const programmeEditPath = (id: number) => PATHS.adminReferralsForGoodEdit.replace(':id', String(id));

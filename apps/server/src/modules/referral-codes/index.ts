// The public face of the referral-codes module: what other modules and the seed may import.
export { applyCodeAtSignUp, ensurePersonalCode, findUsableCode, invitationsLeftToday, rewardReferralOnPayment, sendInvitations, type SignUpReferral } from './referral-codes.service.js';

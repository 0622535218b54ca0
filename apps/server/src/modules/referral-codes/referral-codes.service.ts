import crypto from 'node:crypto';
import { REFERRAL_LIMITS_CODES, referralLinks, referralTexts, type MyReferral, type ReferralSource } from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { forbidden, tooManyRequests, validationError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import type { AuthContext } from '../../http/auth.js';
import { findPrimaryCompanyId } from '../accounts/index.js';
import { grantCreditOnLedger } from '../giving/index.js';
import * as repo from './referral-codes.repository.js';
import { presentGivenReward, presentReferral, presentReward, programmeDescription } from './referral-codes.presenter.js';
import { invitationMail } from './referral-mail.js';

/** Mail providers many companies share: an address there says nothing about which company a person is with. */
const SHARED_MAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'live.com', 'icloud.com', 'me.com', 'aol.com', 'proton.me', 'protonmail.com', 'gmx.com']);
const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
const normalName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A readable personal code from the company's name: up to 8 letters and 4 random characters (HARBOURA-7KQ2). */
function newPersonalCode(companyName: string) {
  const stem = companyName.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 8) || 'GOODHIVE';
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const tail = Array.from(crypto.randomBytes(4), (b) => alphabet[b % alphabet.length]).join('');
  return `${stem}-${tail}`;
}

/** The company's personal referral code, made on first use. */
export async function ensurePersonalCode(db: DbOrTx, companyId: number) {
  const found = await repo.findPersonalCode(db, companyId);
  if (found) return found;
  const company = await repo.findCompanyName(db, companyId);
  for (let attempt = 0; attempt < 5; attempt++) {
    await repo.insertCode(db, { code: newPersonalCode(company?.name ?? ''), company_id: companyId, is_personal: true });
    const made = await repo.findPersonalCode(db, companyId);
    if (made) return made;
  }
  throw new Error(`could not make a referral code for company ${companyId}`);
}

/** The company a member refers for: the company they belong to (owner's first). */
async function memberCompanyId(db: DbOrTx, auth: AuthContext) {
  const companyId = await findPrimaryCompanyId(db, auth.userId);
  if (companyId === null) throw forbidden(referralTexts.notCompany);
  return companyId;
}

const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

export async function invitationsLeftToday(db: DbOrTx, companyId: number, now = new Date()) {
  return Math.max(0, REFERRAL_LIMITS_CODES.invitationsPerDay - (await repo.countInvitationsSince(db, companyId, startOfUtcDay(now))));
}

/** GET /api/v2/referral: the signed-in member's company code, links, reward and the businesses that joined through it. */
export async function getMyReferral(db: DbOrTx, config: Config, auth: AuthContext): Promise<MyReferral> {
  const companyId = await memberCompanyId(db, auth);
  const own = await ensurePersonalCode(db, companyId);
  const [rows, company, programme, left] = await Promise.all([
    repo.findReferralsOf(db, companyId),
    repo.findCompanyName(db, companyId),
    repo.findRunningProgramme(db, new Date()),
    invitationsLeftToday(db, companyId),
  ]);
  const rewards = await repo.findRewardsOfReferrals(
    db,
    rows.map((r) => r.referral.id),
    companyId,
  );
  return {
    code: own.code.code,
    ...referralLinks(config.appUrl, own.code.code),
    reward: presentReward(own.code, own.level_name),
    programme: programme ? { name: programme.programme.name, description: programmeDescription({ quantity: programme.programme.quantity, impact_name: programme.impact_name, project_name: programme.project_name }) } : null,
    invitations_left_today: left,
    is_hive_partner: company?.is_hive_partner === 1,
    referrals: rows.map((row) =>
      presentReferral(
        row,
        rewards.filter((r) => r.reward.referral_id === row.referral.id).map((r) => presentGivenReward(r.reward, r.level_name)),
      ),
    ),
  };
}

/**
 * Sends invitation e-mails for the member's company (a referral, or into its hive when `hive` is given), within
 * the company's daily limit: a request that would pass it sends nothing and says how many are left.
 */
export async function sendInvitations(
  db: Db,
  config: Config,
  mailer: Mailer,
  auth: AuthContext,
  body: { emails: string[]; message: string | null },
  hive?: { id: number; title: string; companyId: number },
) {
  const companyId = hive?.companyId ?? (await memberCompanyId(db, auth));
  const own = await ensurePersonalCode(db, companyId);
  const people = await repo.findCompanyPeopleEmails(db, companyId);
  const ownEmails = new Set(people.map((p) => p.email.toLowerCase()));
  if (body.emails.some((e) => ownEmails.has(e))) throw validationError({ emails: [referralTexts.ownEmail] });
  const now = new Date();
  const left = await db.transaction(async (tx) => {
    await repo.lockInvitations(tx, companyId);
    const remaining = await invitationsLeftToday(tx, companyId, now);
    if (remaining === 0) throw tooManyRequests(referralTexts.dailyLimit(REFERRAL_LIMITS_CODES.invitationsPerDay));
    if (body.emails.length > remaining) throw tooManyRequests(referralTexts.dailyLimitLeft(remaining));
    await repo.insertInvitations(
      tx,
      body.emails.map((email) => ({ company_id: companyId, sent_by: auth.userId, email, hive_id: hive?.id ?? null })),
    );
    return remaining - body.emails.length;
  });
  const company = await repo.findCompanyName(db, companyId);
  const sender = await repo.findUserName(db, auth.userId);
  const { link, connect_link } = referralLinks(config.appUrl, own.code.code);
  for (const email of body.emails) {
    await mailer.send(db, email, invitationMail({ sender, company: company?.name ?? '', message: body.message, url: hive ? connect_link : link, hiveTitle: hive?.title ?? null }));
  }
  return { sent: body.emails.length, invitations_left_today: left };
}

export type SignUpReferral = { applied: boolean; message: string; referrerCompanyId: number | null };

/**
 * Records the referral of a company signing up with `code`, in the sign-up's transaction. An unknown, inactive,
 * expired or used-up code, or a company referring itself, leaves the sign-up as it is and says why the code was
 * not applied. The reward waits for the first membership payment (rewardReferralOnPayment).
 */
export async function applyCodeAtSignUp(
  tx: DbOrTx,
  input: { code: string; userId: number; companyId: number; email: string; companyName: string; source: ReferralSource; now: Date },
): Promise<SignUpReferral> {
  const notApplied = (message: string): SignUpReferral => ({ applied: false, message, referrerCompanyId: null });
  const found = await repo.findCodeByText(tx, input.code.trim());
  if (!found) return notApplied(referralTexts.codeUnknown);
  const code = found.code;
  if (code.status !== 'active') return notApplied(referralTexts.codeInactive);
  if (code.expires_at && code.expires_at <= input.now) return notApplied(referralTexts.codeExpired);
  if (code.company_id !== null) {
    const people = await repo.findCompanyPeopleEmails(tx, code.company_id);
    const domain = domainOf(input.email);
    const sameDomain = !SHARED_MAIL_DOMAINS.has(domain) && people.some((p) => domainOf(p.email) === domain);
    const sameName = found.company_name !== null && normalName(found.company_name) === normalName(input.companyName);
    if (sameDomain || sameName || code.company_id === input.companyId) return notApplied(referralTexts.selfReferral);
  }
  await repo.lockCode(tx, code.id);
  if (code.usage_limit !== null) {
    const used = (await repo.countUses(tx, [code.id])).get(code.id)?.used ?? 0;
    if (used >= code.usage_limit) return notApplied(referralTexts.codeUsedUp);
  }
  await repo.insertReferral(tx, {
    referral_code_id: code.id,
    referrer_company_id: code.company_id,
    referred_user_id: input.userId,
    referred_company_id: input.companyId,
    source: input.source,
    created_by: input.userId,
  });
  return {
    applied: true,
    message: found.company_name ? referralTexts.codeApplied(found.company_name) : referralTexts.codeAppliedCampaign,
    referrerCompanyId: code.company_id,
  };
}

type RewardSpec = { type: string; usdCents: number | null; levelId: number | null; quantity: number | null; days: number | null; programmeId?: number };

async function giveReward(tx: DbOrTx, referralId: number, side: 'referrer' | 'referred', source: 'code' | 'programme', companyId: number, spec: RewardSpec) {
  if (spec.type === 'none') return;
  const level = spec.type === 'funded_impact' && spec.levelId ? await repo.findLiveLevel(tx, spec.levelId) : undefined;
  if (spec.type === 'funded_impact' && (!level || !spec.quantity)) return;
  const rewardId = await repo.insertReward(tx, {
    referral_id: referralId,
    side,
    source,
    programme_id: spec.programmeId ?? null,
    company_id: companyId,
    reward_type: spec.type,
    amount_usd_cents: spec.type === 'giving_credit' ? spec.usdCents : null,
    days: spec.type === 'membership_days' ? spec.days : null,
    impact_level_id: level ? level.level.id : null,
    quantity: level ? spec.quantity : null,
  });
  // Already given: the unique (referral, side, source) index makes a second attempt a no-op.
  if (rewardId === null) return;
  if (spec.type === 'giving_credit' && spec.usdCents) {
    const creditId = await grantCreditOnLedger(tx, { userId: null, companyId, cents: spec.usdCents, expiryDate: null, note: `Referral reward (${side})`, createdBy: null, source: 'referral' });
    await repo.setRewardLinks(tx, rewardId, { credit_id: creditId });
  } else if (spec.type === 'membership_days' && spec.days) {
    await repo.extendMembership(tx, companyId, spec.days);
  } else if (level && spec.quantity) {
    const ownerId = await repo.findCompanyOwnerId(tx, companyId);
    if (ownerId === null) return;
    const groupId = await repo.insertFundedImpact(tx, {
      userId: ownerId,
      companyId,
      level: level.level,
      quantity: spec.quantity,
      rate: await repo.findSgdRate(tx),
      reference: `referral-${referralId}-${side}-${source}`,
    });
    await repo.setRewardLinks(tx, rewardId, { contribution_group_id: groupId });
  }
}

/**
 * The referred company has just paid for a membership (the membership payment's transaction): the referral
 * turns converted once, and both sides get the code's reward and the referrer the running referral for good.
 * A later payment (a renewal) finds nothing to convert and gives nothing.
 */
export async function rewardReferralOnPayment(tx: DbOrTx, companyId: number, now = new Date()) {
  const referral = await repo.convertReferral(tx, companyId);
  if (!referral) return null;
  const code = await repo.findCodeRow(tx, referral.referral_code_id);
  if (!code) return referral.id;
  const spec: RewardSpec = { type: code.reward_type, usdCents: code.reward_usd_cents, levelId: code.reward_impact_level_id, quantity: code.reward_quantity, days: code.reward_days };
  await giveReward(tx, referral.id, 'referred', 'code', referral.referred_company_id, spec);
  if (referral.referrer_company_id !== null) {
    await giveReward(tx, referral.id, 'referrer', 'code', referral.referrer_company_id, spec);
    const programme = await repo.findRunningProgramme(tx, now);
    if (programme) {
      const p = programme.programme;
      await giveReward(tx, referral.id, 'referrer', 'programme', referral.referrer_company_id, {
        type: 'funded_impact',
        usdCents: null,
        levelId: p.impact_level_id,
        quantity: p.quantity,
        days: null,
        programmeId: p.id,
      });
    }
  }
  return referral.id;
}

/** The code, its referrer and the hive it leads into, for /connect/{code}; null for a code that cannot be used. */
export async function findUsableCode(db: DbOrTx, code: string, now = new Date()) {
  const found = await repo.findCodeByText(db, code);
  if (!found || found.code.status !== 'active' || (found.code.expires_at && found.code.expires_at <= now)) return null;
  if (found.code.usage_limit !== null) {
    const used = (await repo.countUses(db, [found.code.id])).get(found.code.id)?.used ?? 0;
    if (used >= found.code.usage_limit) return null;
  }
  return { code: found.code.code, companyId: found.code.company_id, companyName: found.company_name, companyLogo: found.company_logo };
}

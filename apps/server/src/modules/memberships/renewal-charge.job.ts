import { AUTO_RENEW_STATUS, MEMBERSHIP_PATHS, PRODUCT_NAME, membershipMessages, toDateOnly } from '@goodhive/contract';
import { layout } from '../../lib/mail/templates.js';
import type { JobContext } from '../jobs/index.js';
import * as repo from './memberships.repository.js';

/**
 * The `membership-renewal-charge` job: renews an auto-renewing membership by charging the company's saved card.
 * No card is saved with the payment provider yet (the hosted pages take the card each time), so no charge can
 * be made: the attempt fails with that reason, auto-renewal turns off so the membership ends at its end date
 * as any other, and the company owner is e-mailed a link to renew by hand. Nothing is charged or extended.
 */
export async function chargeMembershipRenewal(ctx: JobContext): Promise<string> {
  const companyId = Number(ctx.job.payload.company_id);
  if (!Number.isInteger(companyId) || companyId <= 0) throw new Error('The job names no company.');
  if (ctx.job.attempt === 1) {
    const owner = await repo.findCompanyOwner(ctx.db, companyId);
    if (owner && owner.membership_recurring_status === AUTO_RENEW_STATUS.on) {
      await repo.setRecurringStatus(ctx.db, companyId, AUTO_RENEW_STATUS.cancelled, owner.user_id);
      const url = new URL(MEMBERSHIP_PATHS.renewMembership, ctx.config.appUrl).toString();
      const endDate = toDateOnly(owner.membership_end_date) ?? '';
      await ctx.mailer.send(ctx.db, owner.email, {
        template: 'membership-renewal-failed',
        subject: `Your ${PRODUCT_NAME} membership could not renew`,
        ...layout({
          preheader: 'Renew by hand to keep every tool.',
          heading: `Hi ${owner.first_name}, please renew your membership`,
          paragraphs: [
            `The membership of ${owner.company_name} was due to renew on ${endDate}. ${membershipMessages.noSavedCard}`,
            'Renew it now with a card to keep giving, sharing your impact and using every tool without a break.',
          ],
          action: { label: 'Renew my membership', url },
        }),
      });
    }
  }
  throw new Error(membershipMessages.noSavedCard);
}

import { certificateMessages, certificateVerifyPath, type Certificate, type CertificateFigures } from '@goodhive/contract';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { ownerRefOf, resolveGivingAccount, type AccountRef } from '../accounts/index.js';
import type { AuthContext } from '../../http/auth.js';
import { findWidgetOwner, sumPaidImpact, sumPaidImpactByCause, type WidgetAccount } from '../widgets/index.js';
import { makeCertificateCodec } from './certificate-codes.js';

const todayUtc = () => new Date().toISOString().slice(0, 10);
const dayAfter = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000);

/** What the ledger says an account had given by the end of a day. */
async function figuresOf(db: DbOrTx, owner: WidgetAccount, issuedOn: string): Promise<CertificateFigures | null> {
  const found = await findWidgetOwner(db, owner);
  if (!found) return null;
  const until = dayAfter(issuedOn);
  const [totals, causes] = await Promise.all([sumPaidImpact(db, owner, until), sumPaidImpactByCause(db, owner, until)]);
  return {
    name: found.name,
    account: owner.account,
    issued_on: issuedOn,
    total_impacts: totals.total_impacts,
    beneficiaries: totals.beneficiaries,
    projects_supported: totals.projects_supported,
    countries_reached: totals.countries_reached,
    amount_usd: totals.amount_usd_cents / 100,
    categories: causes,
  };
}

export function createCertificateService(db: DbOrTx, config: Config) {
  const codes = makeCertificateCodec(config.oauthClientSecret);
  return {
    /** GET /api/user/impact-certifcate: today's certificate of the account the member acts as (or the one they pick). */
    async issue(auth: AuthContext, ref: Pick<AccountRef, 'account' | 'company_id'>): Promise<Certificate> {
      const owner = ownerRefOf(await resolveGivingAccount(db, auth, ref, 'write'));
      const issuedOn = todayUtc();
      const figures = await figuresOf(db, owner, issuedOn);
      if (!figures) throw notFound(certificateMessages.notFound);
      if (figures.total_impacts === 0) throw conflict(certificateMessages.nothingYet);
      const code = codes.encode({ ...owner, issuedOn });
      return { ...figures, code, verify_url: `${config.appUrl}${certificateVerifyPath(code)}` };
    },

    /** GET /api/certificates/{code}: the figures recomputed from the ledger for the code's account and day. */
    async verify(code: string) {
      const ref = codes.decode(code);
      const figures = ref && ref.issuedOn <= todayUtc() ? await figuresOf(db, ref, ref.issuedOn) : null;
      if (!figures || figures.total_impacts === 0) throw notFound(certificateMessages.notFound);
      return { ...figures, code };
    },
  };
}

import { makeSealer } from '../../lib/sealed-keys.js';
import type { WidgetAccount } from '../widgets/index.js';

/** Certificate codes: the account and the day of issue, sealed (lib/sealed-keys). */
const TYPES = { user: 0x75, company: 0x63 } as const;
const EPOCH = Date.UTC(2020, 0, 1);
const DAY_MS = 86_400_000;

export type CertificateRef = WidgetAccount & { issuedOn: string };

export function makeCertificateCodec(secret: string) {
  const sealer = makeSealer(secret, 'certificate codes v1', 'GHCERT');
  return {
    encode({ account, id, issuedOn }: CertificateRef): string {
      const payload = Buffer.alloc(sealer.payloadBytes);
      payload[0] = TYPES[account];
      payload.writeUInt16BE(Math.round((Date.parse(`${issuedOn}T00:00:00Z`) - EPOCH) / DAY_MS), 1);
      payload.writeUIntBE(id, 3, 6);
      return sealer.seal(payload);
    },
    decode(code: string): CertificateRef | null {
      const payload = sealer.open(code);
      if (!payload || payload[9] !== 0) return null;
      const account = payload[0] === TYPES.user ? 'user' : payload[0] === TYPES.company ? 'company' : null;
      const id = payload.readUIntBE(3, 6);
      if (!account || id < 1) return null;
      const issuedOn = new Date(EPOCH + payload.readUInt16BE(1) * DAY_MS).toISOString().slice(0, 10);
      return { account, id, issuedOn };
    },
  };
}

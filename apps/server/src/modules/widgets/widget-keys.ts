import { makeSealer } from '../../lib/sealed-keys.js';

/**
 * Widget keys: the account type and id, sealed into 22 URL-safe characters (lib/sealed-keys). The same
 * account always gets the same key, so embed codes keep working; no one can read an id out of a key or
 * make a key for another giver.
 */
const TYPES = { user: 0x75, company: 0x63 } as const;

export type WidgetAccount = { account: 'user' | 'company'; id: number };

export function makeWidgetKeyCodec(secret: string) {
  const sealer = makeSealer(secret, 'widget keys v1', 'GHWIDGT');
  return {
    encode({ account, id }: WidgetAccount): string {
      const payload = Buffer.alloc(sealer.payloadBytes);
      payload[0] = TYPES[account];
      payload.writeBigUInt64BE(BigInt(id), 1);
      return sealer.seal(payload);
    },
    /** The account behind a key, or null for anything that is not a key we made. */
    decode(widgetKey: string): WidgetAccount | null {
      const payload = sealer.open(widgetKey);
      if (!payload) return null;
      const account = payload[0] === TYPES.user ? 'user' : payload[0] === TYPES.company ? 'company' : null;
      const id = payload.readBigUInt64BE(1);
      if (!account || id < 1n || id > BigInt(Number.MAX_SAFE_INTEGER)) return null;
      return { account, id: Number(id) };
    },
  };
}
export type WidgetKeyCodec = ReturnType<typeof makeWidgetKeyCodec>;

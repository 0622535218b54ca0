import crypto from 'node:crypto';

/**
 * Widget keys: the account type and id, sealed with AES-256 into one opaque 16-byte block (22 URL-safe
 * characters). The same account always gets the same key, so embed codes keep working, and no one can
 * read an id out of a key or make a key for another giver: a block that does not open to our marker is
 * refused. The cipher key is derived from the server's OAuth client secret, which every process shares.
 */
const MARKER = Buffer.from('GHWIDGT', 'latin1');
const TYPES = { user: 0x75, company: 0x63 } as const;

export type WidgetAccount = { account: 'user' | 'company'; id: number };

function cipherKey(secret: string): Buffer {
  return crypto.createHmac('sha256', secret).update('goodhive widget keys v1').digest();
}

export function makeWidgetKeyCodec(secret: string) {
  const key = cipherKey(secret);
  return {
    encode({ account, id }: WidgetAccount): string {
      const block = Buffer.alloc(16);
      MARKER.copy(block, 0);
      block[7] = TYPES[account];
      block.writeBigUInt64BE(BigInt(id), 8);
      const cipher = crypto.createCipheriv('aes-256-ecb', key, null).setAutoPadding(false);
      return Buffer.concat([cipher.update(block), cipher.final()]).toString('base64url');
    },
    /** The account behind a key, or null for anything that is not a key we made. */
    decode(widgetKey: string): WidgetAccount | null {
      if (!/^[A-Za-z0-9_-]{22}$/.test(widgetKey)) return null;
      const sealed = Buffer.from(widgetKey, 'base64url');
      if (sealed.length !== 16) return null;
      const decipher = crypto.createDecipheriv('aes-256-ecb', key, null).setAutoPadding(false);
      const block = Buffer.concat([decipher.update(sealed), decipher.final()]);
      if (!block.subarray(0, 7).equals(MARKER)) return null;
      const account = block[7] === TYPES.user ? 'user' : block[7] === TYPES.company ? 'company' : null;
      const id = block.readBigUInt64BE(8);
      if (!account || id < 1n || id > BigInt(Number.MAX_SAFE_INTEGER)) return null;
      return { account, id: Number(id) };
    },
  };
}
export type WidgetKeyCodec = ReturnType<typeof makeWidgetKeyCodec>;

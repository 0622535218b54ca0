import crypto from 'node:crypto';

/**
 * Opaque, tamper-evident keys for public links (widgets, certificate checks): a 16-byte block that starts
 * with a marker, sealed with AES-256 under a key derived from the server's secret and the key's purpose.
 * The same content always gives the same key, nobody can read the content out of a key, and a block that
 * does not open to the marker is refused (a forged key matches by chance once in 2^40 or rarer).
 */
export function makeSealer(secret: string, purpose: string, marker: string) {
  const key = crypto.createHmac('sha256', secret).update(`goodhive sealed keys: ${purpose}`).digest();
  const mark = Buffer.from(marker, 'latin1');
  if (mark.length < 5 || mark.length > 8) throw new Error('a sealed-key marker has 5 to 8 bytes');
  return {
    /** Bytes available after the marker. */
    payloadBytes: 16 - mark.length,
    seal(payload: Buffer): string {
      if (payload.length !== 16 - mark.length) throw new Error('wrong payload size for a sealed key');
      const cipher = crypto.createCipheriv('aes-256-ecb', key, null).setAutoPadding(false);
      return Buffer.concat([cipher.update(Buffer.concat([mark, payload])), cipher.final()]).toString('base64url');
    },
    /** The payload of a key we made, or null. */
    open(sealed: string): Buffer | null {
      if (!/^[A-Za-z0-9_-]{22}$/.test(sealed)) return null;
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length !== 16) return null;
      const decipher = crypto.createDecipheriv('aes-256-ecb', key, null).setAutoPadding(false);
      const block = Buffer.concat([decipher.update(bytes), decipher.final()]);
      return block.subarray(0, mark.length).equals(mark) ? block.subarray(mark.length) : null;
    },
  };
}

/** The header that carries a delivery's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Goodhive-Signature';

/** A receiver should refuse a signature older than this many seconds (a replayed delivery). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The JSON body of every webhook delivery; `data` depends on the event type. */
export type GoodhiveWebhookEvent = {
  /** The event's id (`evt_…`): the same in every attempt and resend, so a receiver can drop one it has seen. */
  id: string;
  type: 'giving.paid' | 'giving.failed' | 'story.paused' | 'remittance.delivered' | 'project_update.published';
  mode: 'live' | 'test';
  created_at: string;
  company_id: number;
  data: Record<string, unknown>;
};

/** Parses `t=...,v1=...[,v1=...]` into the timestamp and the signatures (several while a secret is rotated). */
export function parseWebhookSignatureHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp = NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === 't') timestamp = Number(value);
    else if (name === 'v1' && value) signatures.push(value.toLowerCase());
  }
  return Number.isInteger(timestamp) && signatures.length > 0 ? { timestamp, signatures } : null;
}

async function hmacHex(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const bytes = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(text)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A receiver's check of a delivery: true when the header's timestamp is within `toleranceSeconds` of `now` and one
 * of its v1 signatures is the HMAC-SHA256 of `${t}.${rawBody}` with the endpoint's secret (`whsec_…`). Pass the body
 * exactly as received, before any JSON parsing.
 */
export async function verifyWebhookSignature(input: { secret: string; header: string | null | undefined; rawBody: string; toleranceSeconds?: number; now?: Date }): Promise<boolean> {
  if (!input.header) return false;
  const parsed = parseWebhookSignatureHeader(input.header);
  if (!parsed) return false;
  const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - parsed.timestamp) > (input.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) return false;
  const expected = await hmacHex(input.secret, `${parsed.timestamp}.${input.rawBody}`);
  // Compared in full whatever the first difference, so the time taken says nothing of the expected value.
  return parsed.signatures.some((signature) => {
    if (signature.length !== expected.length) return false;
    let diff = 0;
    for (let i = 0; i < signature.length; i++) diff |= signature.charCodeAt(i) ^ expected.charCodeAt(i);
    return diff === 0;
  });
}

/** Verifies a delivery and answers its event, or null when the signature does not hold. */
export async function readWebhookEvent(input: { secret: string; header: string | null | undefined; rawBody: string; toleranceSeconds?: number; now?: Date }): Promise<GoodhiveWebhookEvent | null> {
  return (await verifyWebhookSignature(input)) ? (JSON.parse(input.rawBody) as GoodhiveWebhookEvent) : null;
}

import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A URL-safe random secret with `bytes` of entropy. */
export function randomSecret(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** SHA-256 hex digest; used to store tokens and one-time keys so the database never holds a usable secret. */
export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

const argonOptions = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions);
}

/** Checks a password against an argon2id hash; false on any malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash of a random password: verifying against it costs the same time as a real check,
// so an unknown e-mail answers no faster than a wrong password.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomSecret());
  return dummyHash;
}

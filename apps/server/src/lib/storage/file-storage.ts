import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live. The disk implementation keeps them under the data folder; a cloud
 * object store implements the same three calls. Keys are made by the platform, never by the uploader.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

/** Keys are random hex with an extension: nothing an uploader sends reaches a path. */
export const STORAGE_KEY_PATTERN = /^[a-f0-9]{32}\.(png|jpg|webp|gif|pdf)$/;

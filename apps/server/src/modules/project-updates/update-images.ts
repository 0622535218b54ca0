import { projectUpdateMessages } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { validationError } from '../../lib/errors.js';
import { fileUrl } from '../files/index.js';
import { findFiles } from './updates.repository.js';

/** The address of a stored file: /api/files/{id} with an optional file name, nothing else. */
const FILE_URL = /^\/api\/files\/(\d{1,10})(?:\/[^/?#\\]*)?$/;

/**
 * Checks the images of an update and returns their canonical addresses in order, without repeats. An image is
 * an image the update already shows, or a project image uploaded by one of `owners` (the caller, and the
 * partner's own user when staff edit). Anything else (another user's file, a document, an outside address, a
 * path trick) is refused with 422 on `images`.
 */
export async function checkUpdateImages(db: DbOrTx, urls: string[], owners: number[], kept: string[] = []): Promise<string[]> {
  const wanted = [...new Set(urls.map((u) => u.trim()))];
  const ids = wanted.filter((u) => !kept.includes(u)).map((u) => FILE_URL.exec(u)?.[1]);
  if (ids.some((id) => id === undefined)) throw validationError({ images: [projectUpdateMessages.unknownImage] });
  const found = await findFiles(db, ids.map(Number));
  const byId = new Map(found.map((f) => [f.id, f]));
  const checked = wanted.map((url) => {
    if (kept.includes(url)) return url;
    const file = byId.get(Number(FILE_URL.exec(url)![1]));
    if (!file || file.purpose !== 'project-image' || !owners.includes(file.owner_user_id)) {
      throw validationError({ images: [projectUpdateMessages.unknownImage] });
    }
    return fileUrl(file);
  });
  return [...new Set(checked)];
}

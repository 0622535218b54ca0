import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { STORAGE_KEY_PATTERN, type FileStorage } from './file-storage.js';

/** Files on local disk under `root` (DATA_DIR/uploads by default), spread over 256 folders. */
export function createDiskStorage(root: string): FileStorage {
  const locate = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error('invalid storage key');
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, bytes) {
      const file = locate(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      await fs.promises.writeFile(temp, bytes, { flag: 'wx' });
      await fs.promises.rename(temp, file);
    },
    async get(key): Promise<Readable | null> {
      const file = locate(key);
      try {
        await fs.promises.access(file, fs.constants.R_OK);
      } catch {
        return null;
      }
      return fs.createReadStream(file);
    },
    async delete(key) {
      await fs.promises.rm(locate(key), { force: true });
    },
  };
}

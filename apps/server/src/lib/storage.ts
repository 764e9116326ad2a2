import fs from 'node:fs/promises';
import path from 'node:path';

/** File storage on local disk under the data folder; an S3 adapter would implement the same. */
export interface FileStorage {
  put(key: string, content: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const safeKey = (key: string) => {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) throw new Error(`Unsafe storage key ${key}`);
  return key;
};

export function localFileStorage(root: string): FileStorage {
  return {
    async put(key, content) {
      const file = path.join(root, safeKey(key));
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, content);
    },
    async get(key) {
      try {
        return await fs.readFile(path.join(root, safeKey(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(path.join(root, safeKey(key)), { force: true });
    },
  };
}

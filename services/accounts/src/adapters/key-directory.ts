import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { keyIdTime, type KeyFiles } from '../domain/signing-keys';

/** Signing keys as `<kid>.pem` files (mode 0600) in one directory. */
export function keyDirectory(directory: string): KeyFiles {
  return {
    async readAll() {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const names = (await readdir(directory)).filter((name) => name.endsWith('.pem'));
      return Promise.all(
        names.map(async (name) => {
          const file = path.join(directory, name);
          const [pem, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
          const kid = name.slice(0, -'.pem'.length);
          // Operator-made keys may have any name; for those the file time is the best we know.
          return { kid, pem, createdAt: keyIdTime(kid) ?? info.mtime };
        }),
      );
    },
    async write(kid, pem) {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const target = path.join(directory, `${kid}.pem`);
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, pem, { mode: 0o600 });
      await rename(temporary, target);
    },
    async remove(kid) {
      await rm(path.join(directory, `${kid}.pem`), { force: true });
    },
  };
}

import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the portal's built web application lies (`dist/web`: index.html and content-hashed
 * assets), or undefined when it has not been built. The gateway serves it at /portal/ in both
 * modes; resolved from this file so it works from `src` (tests) and `dist` alike.
 */
export function portalWebRoot(): string | undefined {
  const root = path.resolve(__dirname, '..', 'dist', 'web');
  return existsSync(path.join(root, 'index.html')) ? root : undefined;
}

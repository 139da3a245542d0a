// Serving the built app: the .br/.gz twins the build writes next to each file go to browsers that
// accept them (no compression work per request), hashed assets are cached for a year, and
// everything else (index.html above all) is revalidated on every load, so a new release shows at once.
import { basename, relative, sep } from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Vite's output names: assets/<name>-<content hash>.<ext> (the hash is 8+ of [A-Za-z0-9_-]). */
const HASHED_NAME = /-[\w-]{8,}\.[a-z0-9]+$/i;

export function isHashedAsset(root: string, file: string): boolean {
  const path = relative(root, file).replace(/\.(br|gz)$/, '');
  return path.startsWith(`assets${sep}`) && HASHED_NAME.test(basename(path));
}

export function staticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    // Ours below instead of @fastify/static's "public, max-age=0" on every file.
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('cache-control', isHashedAsset(root, file) ? IMMUTABLE : REVALIDATE),
  };
}

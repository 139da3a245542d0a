// Cross-origin calls (CORS_ORIGINS): a build served from another origin (API_ORIGIN pointing here)
// uses every method and header the same-origin app does; any other origin gets no CORS header at all.
import type { FastifyCorsOptions } from '@fastify/cors';

/** Every method the browser's request helper (src/dataProvider/http.ts) may send. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** What src/dataProvider/headers.ts sends on every call, plus the body's type. */
export const CORS_REQUEST_HEADERS = ['accept', 'accept-language', 'authorization', 'content-type', 'id-token', 'access-token'];

export function corsOptions(origins: string[]): FastifyCorsOptions {
  const listed = new Set(origins);
  return {
    // A function, not the list: a refused origin's preflight then gets no allow-methods/-headers either.
    origin: (origin, callback) => callback(null, origin !== undefined && listed.has(origin) ? origin : false),
    methods: CORS_METHODS,
    allowedHeaders: CORS_REQUEST_HEADERS,
    // Downloads name their file in Content-Disposition.
    // Retry-After tells the client a busy answer is not a sign-out (429/503, issue 24 §1.1).
    exposedHeaders: ['content-disposition', 'retry-after'],
    maxAge: 600,
  };
}

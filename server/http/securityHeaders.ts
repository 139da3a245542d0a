// Security headers on every answer: a Content-Security-Policy, no MIME sniffing, no framing, no
// referrer, and no caching of API answers (they hold business data and tokens).
import { createHash } from 'node:crypto';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ServerConfig } from '../config';

const CSP = 'content-security-policy';

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The browser app: only its own scripts. MUI's styling (emotion) inserts <style> elements at run
 * time, hence 'unsafe-inline' for styles only. It calls its own origin, API_ORIGIN, the single
 * sign-on issuer (discovery, token, user info) and any origin in CSP_CONNECT_SRC. Images: the
 * captcha and the watermark tile are data: URLs, file previews blob: URLs.
 */
export function appPolicy(config: Pick<ServerConfig, 'apiOrigin' | 'oidc' | 'cspConnectSrc'>): string {
  const connect = ["'self'", originOf(config.apiOrigin), originOf(config.oidc.issuer), ...config.cspConnectSrc.map(originOf)];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${[...new Set(connect.filter(Boolean))].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** API answers are data, never a page: nothing may load from them or frame them. */
export const API_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export interface InlinePage {
  /** The exact contents of the page's <style> elements. */
  styles?: string[];
  /** The exact contents of the page's <script> elements. */
  scripts?: string[];
  /** Where the page's forms post (default: nowhere). */
  formAction?: string[];
  /** Where its images come from (default: none). */
  images?: string[];
}

/** A server-rendered page whose only code is its own inline styles and scripts, allowed by hash. */
export function inlinePagePolicy({ styles = [], scripts = [], formAction = [], images = [] }: InlinePage): string {
  return [
    "default-src 'none'",
    styles.length ? `style-src ${styles.map(sha256).join(' ')}` : '',
    scripts.length ? `script-src ${scripts.map(sha256).join(' ')}` : '',
    images.length ? `img-src ${images.join(' ')}` : '',
    `form-action ${formAction.length ? formAction.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * A route's (or a plugin scope's) own policy, as an onRequest hook. Set on the raw answer, like the
 * defaults, so it also holds when a route hands the answer over (reply.hijack).
 */
export const withPagePolicy =
  (policy: string): onRequestAsyncHookHandler =>
  async (_req, reply) => {
    reply.raw.setHeader(CSP, policy);
  };


export function installSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const pagePolicy = appPolicy(config);
  // On the raw answer, before any route runs: every answer has them, errors and 404s included,
  // and so do answers a route writes itself. A route's own reply.header() still wins.
  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?')[0];
    const api = path === '/api' || path.startsWith('/api/');
    const raw = reply.raw;
    raw.setHeader(CSP, api ? API_POLICY : pagePolicy);
    raw.setHeader('x-content-type-options', 'nosniff');
    raw.setHeader('x-frame-options', 'DENY');
    // URLs carry record ids, filters and the API doc ticket; nothing we serve needs a Referer.
    raw.setHeader('referrer-policy', 'no-referrer');
    // Per-user data: the API and the API documentation page.
    if (api || path === '/doc') raw.setHeader('cache-control', 'no-store');
  });
}

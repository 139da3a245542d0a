// A browser stand-in for the development provider's pages: fetch with a cookie jar and no automatic
// redirects, and the start of an authorization request (PKCE) up to the provider's sign-in page.
import { createHash, randomBytes } from 'node:crypto';

export type Browser = (url: string, init?: RequestInit) => Promise<Response>;

export function browser(): Browser {
  const jar = new Map<string, string>();
  return async (url, init = {}) => {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  };
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export const authorizeUrl = (base: string, challenge: string, extra: Record<string, string> = {}) =>
  `${base}/oidc/auth?${new URLSearchParams({
    client_id: 'distribution-admin',
    redirect_uri: `${base}/auth/callback`,
    response_type: 'code',
    scope: 'openid profile company',
    state: 'st-1',
    nonce: 'n-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  })}`;

/** A new browser at the provider's sign-in page; `submit` posts its form. */
export async function openSignInPage(base: string) {
  const go = browser();
  const { verifier, challenge } = pkce();
  const start = await go(authorizeUrl(base, challenge));
  const interaction = new URL(start.headers.get('location')!, base).href;
  const submit = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    go(`${interaction}/login`, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
  return { go, interaction, verifier, submit };
}

// The provider's published configuration and keys, fetched once and cached: the ID-token check
// and the code exchange both read them.
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';

export interface ProviderMetadata {
  issuer: string;
  jwks_uri: string;
  token_endpoint?: string;
  userinfo_endpoint?: string;
  end_session_endpoint?: string;
}

export class ProviderUnreachable extends Error {}

interface Entry {
  at: number;
  metadata: ProviderMetadata;
  keys: JWTVerifyGetKey;
}

const METADATA_TTL_MS = 10 * 60_000;
const FETCH_TIMEOUT_MS = 5_000;
const cache = new Map<string, Entry>();

async function fetchMetadata(issuer: string): Promise<ProviderMetadata> {
  let body: unknown;
  try {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    body = await res.json();
  } catch (cause) {
    throw new ProviderUnreachable(`discovery of ${issuer} failed`, { cause });
  }
  const m = body as Partial<ProviderMetadata>;
  // The document must be the issuer's own (OpenID Connect Discovery, section 4.3).
  if (!m || m.issuer !== issuer || typeof m.jwks_uri !== 'string') throw new ProviderUnreachable(`discovery of ${issuer}: not this issuer's metadata`);
  return m as ProviderMetadata;
}

/** Metadata and a key set (jose refetches the keys, at most every 30 s, when a token names a new key). */
export async function providerOf(issuer: string): Promise<Entry> {
  const hit = cache.get(issuer);
  if (hit && Date.now() - hit.at < METADATA_TTL_MS) return hit;
  const metadata = await fetchMetadata(issuer);
  const keys = hit?.metadata.jwks_uri === metadata.jwks_uri ? hit.keys : createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: FETCH_TIMEOUT_MS, cooldownDuration: 30_000 });
  const entry = { at: Date.now(), metadata, keys };
  cache.set(issuer, entry);
  return entry;
}

/** Forgets cached metadata (tests start providers on fresh ports). */
export const forgetProviders = () => cache.clear();

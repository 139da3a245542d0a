// Checks an ID token the way OpenID Connect Core 3.1.3.7 asks: signed by one of the issuer's
// published keys with an asymmetric algorithm (never `none`), this issuer, our client id as
// audience, not expired.
import { errors, jwtVerify, type JWTPayload } from 'jose';
import type { OidcConfig } from '../../config';
import { providerOf, ProviderUnreachable } from './discovery';

export const ID_TOKEN_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

export interface IdClaims extends JWTPayload {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
}

export class InvalidIdToken extends Error {}

export async function verifyIdToken(oidc: OidcConfig, token: string): Promise<IdClaims> {
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) || token.length > 16_384) throw new InvalidIdToken('malformed token');
  const { keys } = await providerOf(oidc.issuer);
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: oidc.issuer,
      audience: oidc.clientId,
      algorithms: ID_TOKEN_ALGORITHMS,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 5,
    });
    // With several audiences, azp must be us (Core 3.1.3.7 items 4 and 5).
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== oidc.clientId) throw new InvalidIdToken('azp is not this client');
    if (typeof payload.sub !== 'string' || !payload.sub) throw new InvalidIdToken('no subject');
    return payload as IdClaims;
  } catch (error) {
    // The key set could not be fetched: the provider is down, the token may be fine.
    if (error instanceof errors.JWKSTimeout || (error instanceof Error && !(error instanceof errors.JOSEError) && !(error instanceof InvalidIdToken))) {
      throw new ProviderUnreachable('keys could not be fetched', { cause: error });
    }
    if (error instanceof InvalidIdToken) throw error;
    throw new InvalidIdToken((error as Error).message);
  }
}

// Single-sign-on settings from the run-time configuration (/config.js): present only when the
// server names a provider and the environment does not skip single sign-on (UAT may).
import type { AppConfig } from '../../config';

export interface SsoSettings {
  issuer: string;
  clientId: string;
  /** The company scope, asked for beside openid and profile. */
  scope: string;
}

declare module '../../config' {
  interface AppConfig {
    sso?: SsoSettings;
    ssoSkip?: boolean;
  }
}

const runtime = (): AppConfig => (typeof window === 'undefined' ? {} : (window.__APP_CONFIG__ ?? {}));

export function ssoSettings(): SsoSettings | undefined {
  const { sso, ssoSkip } = runtime();
  return sso && !ssoSkip && sso.issuer && sso.clientId ? sso : undefined;
}

export const callbackPath = '/auth/callback';

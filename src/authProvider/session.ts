// Sign-in calls of the contract: login, the user-info call and logout (document 1 sections 4, 5, 8).
import { HttpError } from 'ra-core';
import { requestLocale } from '../dataProvider/headers';
import { isBusyError } from '../dataProvider/errors';
import { requestJson } from '../dataProvider/http';
import { appMessagesOf, interpolate } from '../i18n/app';
import { clearCredentials, currentToken, storeToken, storeUser, toAppUser, type AppUser } from './user';

export const AUTH_PATHS = {
  login: '/api/v1/auth/login',
  me: '/api/v1/auth/me',
  logout: '/api/v1/auth/logout',
} as const;

/** How long logout waits for the server before signing out locally anyway. */
const LOGOUT_WAIT_MS = 3000;

const authText = () => appMessagesOf(requestLocale()).app.auth;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The server's own message when it answered, else the spec's "could not fetch personal info". */
function meFailure(error: unknown): Error {
  if (error instanceof HttpError && error.status !== 0 && error.message) return new Error(error.message);
  return new Error(authText().user_info_failed);
}

/**
 * Fetches the signed-in user. The answer must be code 0 with message 'Success' and a user with at
 * least one role; otherwise the stored credentials are cleared and the promise rejects.
 */
export async function fetchMe(): Promise<AppUser> {
  let body: unknown;
  try {
    body = await requestJson(AUTH_PATHS.me);
  } catch (error) {
    // A busy server says nothing about the session: keep it, and say to try again shortly.
    if (isBusyError(error)) throw error;
    clearCredentials();
    throw meFailure(error);
  }
  const b = isObject(body) ? body : {};
  const data = isObject(b.data) ? b.data : {};
  const user = toAppUser(b.user ?? data.user ?? b.data);
  if (b.code !== 0 || b.message !== 'Success' || !user) {
    clearCredentials();
    throw new Error(typeof b.message === 'string' && b.message && b.message !== 'Success' ? b.message : authText().user_info_failed);
  }
  if (user.roles.length === 0) {
    clearCredentials();
    throw new Error(interpolate(authText().not_activated, { name: user.name }));
  }
  storeUser(user);
  return user;
}

export interface Credentials {
  username: string;
  password: string;
  /** The captcha the server asks for after failed sign-ins. */
  captchaId?: string;
  captcha?: string;
}

/** A refused sign-in: the server's words, and whether it asks for a captcha next. */
export class SignInRefused extends Error {
  constructor(
    message: string,
    readonly captchaRequired: boolean,
  ) {
    super(message);
  }
}

const namesCaptcha = (error: unknown) =>
  error instanceof HttpError && Array.isArray(error.body?.details) && error.body.details.some((d: { field?: string }) => d.field === 'captcha');

/** Signs in with a password: stores the token, then the user from the user-info call. */
export async function login({ username, password, captchaId, captcha }: Credentials): Promise<AppUser> {
  clearCredentials();
  let body: unknown;
  try {
    body = await requestJson(AUTH_PATHS.login, { method: 'POST', body: { username, password, ...(captchaId ? { captchaId, captcha } : {}) } });
  } catch (error) {
    // The server explains (wrong password, not activated, captcha needed ...): show its words.
    throw new SignInRefused(error instanceof Error ? error.message : String(error), namesCaptcha(error));
  }
  const data = isObject(body) && isObject(body.data) ? body.data : {};
  if (typeof data.token !== 'string' || !data.token) throw new Error(authText().user_info_failed);
  storeToken(data.token);
  return fetchMe();
}

/** Revokes the token on the server (failures ignored, the wait capped) and signs out locally. */
export async function logout(): Promise<void> {
  if (currentToken()) {
    const revoke = requestJson(AUTH_PATHS.logout).catch(() => undefined);
    await Promise.race([revoke, new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS))]);
  }
  clearCredentials();
}

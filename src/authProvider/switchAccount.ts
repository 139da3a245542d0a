// Switch account (document 1 section 4): the server opens a session acting as another user; the
// browser keeps the original token and user id, and switching back restores them.
import { HttpError } from 'ra-core';
import { requestLocale } from '../dataProvider/headers';
import { requestJson } from '../dataProvider/http';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../dataProvider/storage';
import { appMessagesOf } from '../i18n/app';
import { fetchMe } from './session';
import { currentToken, currentUser, storeToken, type AppUser } from './user';

const SWITCH_PATH = '/api/v1/auth/switch';
const authText = () => appMessagesOf(requestLocale()).app.auth;

/** The server's words when it answered, else the spec's "switch failed". */
const switchFailure = (error: unknown) => new Error(error instanceof HttpError && error.status !== 0 && error.message ? error.message : authText().switch_failed);

/** The id of the account switched from, when the signed-in user is another one (the panel shows then). */
export function switchedFromUserId(): string | undefined {
  const original = readStored(STORAGE_KEYS.originalUserId);
  const user = currentUser();
  return original && readStored(STORAGE_KEYS.originalToken) && user && String(user.id) !== original ? original : undefined;
}

/** Switches to user `id`: keeps the current token and id for switching back, then reads the new user. */
export async function switchToUser(id: number | string): Promise<AppUser> {
  const me = currentUser();
  const original = currentToken();
  if (!me || !original) throw new Error(authText().switch_failed);
  let body: unknown;
  try {
    body = await requestJson(`${SWITCH_PATH}/${encodeURIComponent(String(id))}`);
  } catch (error) {
    throw switchFailure(error);
  }
  const token = (body as { data?: { token?: unknown } } | undefined)?.data?.token;
  if (typeof token !== 'string' || !token) throw new Error(authText().switch_failed);
  writeStored(STORAGE_KEYS.originalToken, original);
  writeStored(STORAGE_KEYS.originalUserId, String(me.id));
  storeToken(token);
  return fetchMe();
}

/**
 * Switching back: the server ends the switched session (asked with it, for the original user's id),
 * the saved original token is restored and the user info read again. Rejects with the spec's
 * "could not get personal info" when the original account cannot be read.
 */
export async function switchBack(): Promise<AppUser> {
  const original = readStored(STORAGE_KEYS.originalToken);
  const originalId = readStored(STORAGE_KEYS.originalUserId);
  if (!original || !originalId) throw new Error(authText().switch_failed);
  // An already-ended switched session (idle, revoked) does not stop the way back.
  await requestJson(`${SWITCH_PATH}/${encodeURIComponent(originalId)}`).catch(() => undefined);
  storeToken(original);
  removeStored(STORAGE_KEYS.originalToken, STORAGE_KEYS.originalUserId);
  return fetchMe();
}

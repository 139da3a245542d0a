// The browser's localStorage, read defensively: tests and the server-side build have none,
// and a private-mode browser may refuse writes.

export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  locale: 'locale',
  idToken: 'id_token',
  accessToken: 'access_token',
  /** Switch account: the token and user id of the account that switched (kept for switching back). */
  originalToken: 'original_token',
  originalUserId: 'original_user_id',
} as const;

function store(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readStored(key: string): string | null {
  return store()?.getItem(key) ?? null;
}

export function writeStored(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Quota or private mode: the value only lives for this page then.
  }
}

export function removeStored(...keys: string[]): void {
  const s = store();
  for (const key of keys) s?.removeItem(key);
}

// react-admin empties its store at sign-out; a user's list preferences (columns, density) are kept
// across sign-ins. Their keys name the user (listPreferenceKey), so one browser shared by two
// people keeps each one's choices apart.
import { localStorageStore, type Store } from 'react-admin';

/** What react-admin's localStorageStore prefixes its keys with (no app key). */
const RA_PREFIX = 'RaStore.';
const USER_KEY = /^(preferences\.)?app\.user\./;

export const isUserPreferenceKey = (key: string) => USER_KEY.test(key);

/** The app's store: react-admin's localStorage store whose reset keeps per-user preferences. */
export function userPreferenceStore(base: Store = localStorageStore()): Store {
  return {
    ...base,
    reset() {
      const storage = window.localStorage;
      const kept = Object.keys(storage)
        .filter((key) => key.startsWith(RA_PREFIX) && isUserPreferenceKey(key.slice(RA_PREFIX.length)))
        .map((key) => [key, storage.getItem(key)] as const);
      base.reset();
      for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
    },
  };
}

// The light/dark choice is the signed-in user's: kept in this browser under the user's id, so a
// shared machine opens each account in its own mode (react-admin's own `theme` store key is one
// for everybody and is cleared at logout).
import { readStored, writeStored } from '../../dataProvider/storage';

export type ThemeMode = 'light' | 'dark';

const keyOf = (userId: string | number) => `theme.user.${userId}`;

export function userTheme(userId: string | number): ThemeMode | undefined {
  const value = readStored(keyOf(userId));
  return value === 'light' || value === 'dark' ? value : undefined;
}

export function rememberUserTheme(userId: string | number, mode: ThemeMode): void {
  if (userTheme(userId) !== mode) writeStored(keyOf(userId), mode);
}

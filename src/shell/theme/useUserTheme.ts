// Applies the signed-in user's light/dark choice at sign-in (and after a switch of account), and
// remembers every later toggle (react-admin's ToggleThemeButton in the app bar) for that user.
import { useEffect, useRef } from 'react';
import { useGetIdentity, useTheme } from 'react-admin';
import { rememberUserTheme, userTheme, type ThemeMode } from './userTheme';

export function useUserTheme(): void {
  const { identity } = useGetIdentity();
  const [theme, setTheme] = useTheme();
  const userId = identity?.id;
  // The mode being applied for a newly signed-in user: not remembered until the screen shows it,
  // so the previous user's mode is never saved on the new one.
  const applying = useRef<ThemeMode | null>(null);

  useEffect(() => {
    if (userId === undefined) return;
    const stored = userTheme(userId);
    applying.current = stored ?? null;
    if (stored) setTheme(stored);
  }, [userId, setTheme]);

  useEffect(() => {
    if (userId === undefined) return;
    if (applying.current !== null) {
      if (theme === applying.current) applying.current = null;
      return;
    }
    rememberUserTheme(userId, theme as ThemeMode);
  }, [userId, theme]);
}

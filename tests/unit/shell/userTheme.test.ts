// @vitest-environment jsdom
// The light/dark choice per user: each account keeps its own, and a stray stored value is ignored.
import { afterEach, describe, expect, it } from 'vitest';
import { rememberUserTheme, userTheme } from '../../../src/shell/theme/userTheme';

afterEach(() => localStorage.clear());

describe('the user theme', () => {
  it('keeps one choice per account', () => {
    expect(userTheme(1)).toBeUndefined();
    rememberUserTheme(1, 'dark');
    rememberUserTheme(2, 'light');
    expect(userTheme(1)).toBe('dark');
    expect(userTheme('2')).toBe('light');
  });

  it('ignores a value that is not a mode', () => {
    localStorage.setItem('theme.user.3', 'purple');
    expect(userTheme(3)).toBeUndefined();
  });
});

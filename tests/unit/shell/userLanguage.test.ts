// @vitest-environment jsdom
// The stored user's language: read only when it is one we have, remembered before the screen switches,
// and a sign-in page choice taken once.
import { afterEach, describe, expect, it } from 'vitest';
import { clearCredentials, currentUser, storeUser } from '../../../src/authProvider/user';
import { noteLoginLanguageChoice, rememberUserLanguage, takeLoginLanguageChoice, userLanguage } from '../../../src/shell/language/userLanguage';

const user = (language: string | null) => storeUser({ id: 7, name: 'ada', language, roles: [{ name: 'Viewer', permissions: [] }], permissions: [] });

afterEach(() => clearCredentials());

describe('the user language', () => {
  it('reads the stored user language only when this build has it', () => {
    expect(userLanguage()).toBeUndefined();
    user('zh-CN');
    expect(userLanguage()).toBe('zh-CN');
    user('fr-FR');
    expect(userLanguage()).toBeUndefined();
    user(null);
    expect(userLanguage()).toBeUndefined();
  });

  it('remembers a choice in the stored user, keeping the rest of it', () => {
    user('en-US');
    rememberUserLanguage('zh-CN');
    expect(currentUser()).toMatchObject({ id: 7, name: 'ada', language: 'zh-CN' });
  });

  it('hands a sign-in page choice over once, and ignores a language it does not know', () => {
    noteLoginLanguageChoice('zh-CN');
    expect(takeLoginLanguageChoice()).toBe('zh-CN');
    expect(takeLoginLanguageChoice()).toBeUndefined();
    noteLoginLanguageChoice('xx');
    expect(takeLoginLanguageChoice()).toBeUndefined();
  });
});

// @vitest-environment happy-dom
// The interface language is the user's, against the real server: switching in the header saves it
// on the account, a reload and the next sign-in open in it, every call then asks for it, and a user
// without one gets the language on screen stored.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/authProvider';
import { dataProvider } from '../../../src/dataProvider';
import { requestLocale, setRequestLocale } from '../../../src/dataProvider/headers';
import { getResource, raName } from '../../../src/resources/declarations';
import { noteLoginLanguageChoice } from '../../../src/shell/language/userLanguage';
import { signIn, withAppServer } from '../appServer';
import { makeUser } from '../custom/system/adminFixtures';
import { renderAdmin } from '../renderAdmin';

const app = withAppServer();
const LONG = { timeout: 10000 };

const languageOf = async (id: number) =>
  (await app.server.database.db.selectFrom('users').select('language').where('id', '=', id).executeTakeFirstOrThrow()).language;

afterEach(() => setRequestLocale('en-US'));

describe('the language stored on the user', () => {
  it('saves the header switch on the account; the reloaded page opens in it', async () => {
    const id = await makeUser(app.server, 'lang1');
    await signIn('lang1');
    renderAdmin('/home', { dataProvider, authProvider, locale: 'en-US' });
    expect(await screen.findByRole('menuitem', { name: 'Materials' }, LONG)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '简体中文' }));
    expect(await screen.findByRole('menuitem', { name: '物料' }, LONG)).toBeInTheDocument();
    await waitFor(async () => expect(await languageOf(id)).toBe('zh-CN'), LONG);

    // A reload: a new page whose i18nProvider starts in English, the same signed-in user.
    cleanup();
    renderAdmin('/home', { dataProvider, authProvider, locale: 'en-US' });
    expect(await screen.findByRole('menuitem', { name: '物料' }, LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '简体中文' })).toBeInTheDocument();
  }, 60_000);

  it('opens in the stored language after sign-in, and the server then answers in it', async () => {
    const id = await makeUser(app.server, 'lang2');
    await app.server.database.db.updateTable('users').set({ language: 'zh-CN' }).where('id', '=', id).execute();
    await signIn('lang2');
    renderAdmin('/home', { dataProvider, authProvider, locale: 'en-US' });
    expect(await screen.findByRole('menuitem', { name: '物料' }, LONG)).toBeInTheDocument();
    expect(requestLocale()).toBe('zh-CN');
    const material = raName(getResource('material'));
    const error = await dataProvider.getOne(material, { id: 999999 }).catch((e: Error) => e);
    expect((error as Error).message).toMatch(/不存在/);
  });

  it('stores the language on screen for a user who has none', async () => {
    const id = await makeUser(app.server, 'lang3');
    expect(await languageOf(id)).toBeNull();
    await signIn('lang3');
    renderAdmin('/home', { dataProvider, authProvider, locale: 'en-US' });
    expect(await screen.findByRole('menuitem', { name: 'Materials' }, LONG)).toBeInTheDocument();
    await waitFor(async () => expect(await languageOf(id)).toBe('en-US'), LONG);
  });

  it('saves a language picked on the sign-in page instead of applying the stored one', async () => {
    const id = await makeUser(app.server, 'lang4');
    await app.server.database.db.updateTable('users').set({ language: 'en-US' }).where('id', '=', id).execute();
    noteLoginLanguageChoice('zh-CN'); // what the sign-in page's language choice does
    await signIn('lang4');
    renderAdmin('/home', { dataProvider, authProvider, locale: 'zh-CN' });
    expect(await screen.findByRole('menuitem', { name: '物料' }, LONG)).toBeInTheDocument();
    await waitFor(async () => expect(await languageOf(id)).toBe('zh-CN'), LONG);
  });
});

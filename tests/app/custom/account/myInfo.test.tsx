// @vitest-environment happy-dom
// My info (the user's own profile) against the real server (in process), reached from the user menu.
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../../src/authProvider';
import { dataProvider } from '../../../../src/dataProvider';
import { signIn, withAppServer } from '../../appServer';
import { renderAdmin } from '../../renderAdmin';
import { makeUser } from '../system/adminFixtures';

const app = withAppServer();
const LONG = { timeout: 10000 };

describe('my info against the real server', () => {
  it('opens from the user menu at /myInfo/{id} and saves the profile, switching the UI language', async () => {
    const id = await makeUser(app.server, 'selfie1');
    await signIn('selfie1');
    renderAdmin('/home', { dataProvider, authProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Profile' }, LONG));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'My info' }));
    const profile = await screen.findByRole('region', { name: 'Profile' }, LONG);
    expect(await within(profile).findByDisplayValue('selfie1', {}, LONG)).toBeDisabled();

    fireEvent.change(within(profile).getByLabelText('Nickname'), { target: { value: 'Selma Self' } });
    fireEvent.mouseDown(within(profile).getByRole('combobox', { name: 'Language' }));
    fireEvent.click(await screen.findByRole('option', { name: '简体中文' }));
    fireEvent.click(within(profile).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('region', { name: '个人资料' }, LONG)).toBeInTheDocument();
    const row = await app.server.database.db.selectFrom('users').select(['nick_name', 'language']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ nick_name: 'Selma Self', language: 'zh-CN' });
  });

  it('changes the password only with the right current one', async () => {
    await makeUser(app.server, 'selfie2');
    await signIn('selfie2');
    const id = (await app.server.database.db.selectFrom('users').select('id').where('name', '=', 'selfie2').executeTakeFirstOrThrow()).id;
    renderAdmin(`/myInfo/${id}`, { dataProvider, authProvider, locale: 'en-US' });
    const section = await screen.findByRole('region', { name: 'Password' }, LONG);
    fireEvent.change(within(section).getByLabelText('Current password'), { target: { value: 'wrong-one' } });
    fireEvent.change(within(section).getByLabelText('New password'), { target: { value: 'brand-new-pass' } });
    fireEvent.change(within(section).getByLabelText('New password again'), { target: { value: 'brand-new-pass' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('The current password is not correct', {}, LONG)).toBeInTheDocument();

    fireEvent.change(within(section).getByLabelText('Current password'), { target: { value: 'test-pass' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(within(section).getByLabelText('New password')).toHaveValue(''), LONG);
    const login = await app.server.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'selfie2', password: 'brand-new-pass' } });
    expect(login.status).toBe(200);
  });
});

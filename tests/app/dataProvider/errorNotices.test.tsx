// @vitest-environment happy-dom
// What the user sees of the contract on a real screen against the real server: a refusal under HTTP 200
// is a notice titled [Error] (R1); a busy server leaves the user on the page with a notice to try again
// (issue 24 §1.1); the message centre asks for page 1 of 20 (R30), the server's own default too.
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, AdminUI, memoryStore, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { authProvider, currentToken } from '../../../src/authProvider';
import { dataProvider, requestJson, unwrapData } from '../../../src/dataProvider';
import { createI18nProvider } from '../../../src/i18n';
import { Layout } from '../../../src/layout/Layout';
import { RegistryProvider } from '../../../src/shell/modules/RegistryContext';
import { getResource, raName } from '../../../src/resources/declarations';
import { AppNotification } from '../../../src/shell/AppNotification';
import { signIn } from '../appServer';
import { registry, renderAdmin, resourceElements } from '../renderAdmin';
import { connectionLost, requestsTo, withFaultyServer } from './faultyServer';

const faulty = withFaultyServer();
// The first render loads the layout and the list lazily: on a loaded machine that outlasts 20 s.
const LONG = { timeout: 60_000 };
const SLOW_TEST = 90_000;
const bgList = `/${raName(getResource('bg'))}`;
/** The app with its own notices (renderAdmin keeps react-admin's): what App.tsx composes for a list. */
function renderWithNotices(path: string) {
  return render(
    <RegistryProvider registry={registry}>
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider('en-US')} store={memoryStore()}>
        <AdminUI layout={Layout} notification={AppNotification} disableTelemetry>
          {resourceElements()}
        </AdminUI>
      </AdminContext>
    </TestMemoryRouter>
    </RegistryProvider>,
  );
}
const notices = () => screen.findByRole('region', { name: 'Notices' }, LONG);

describe('the contract on screen', { timeout: SLOW_TEST }, () => {
  it('R1: shows a code that is not 0 under HTTP 200 as a notice titled [Error], keeping the user signed in', async () => {
    await signIn('manager');
    faulty.faults.push({ method: 'GET', path: '/api/v1/bg', times: 10, reply: { status: 200, body: { code: 1001, message: 'Quota used up' } } });
    renderWithNotices(bgList);
    expect(await within(await notices()).findByText('[Error] Quota used up', {}, LONG)).toBeInTheDocument();
    expect(currentToken()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('keeps the user on the page when the database connection dropped, and says to try again in a moment', async () => {
    await signIn('manager');
    faulty.faults.push({ method: 'GET', path: '/api/v1/bg', times: 10, throws: connectionLost });
    renderWithNotices(bgList);
    const notice = await within(await notices()).findByText('[Error] The service is briefly unavailable, try again in a moment.', {}, LONG);
    expect(notice).toBeInTheDocument();
    expect(currentToken()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('R30: the message centre asks for page 1 of 20 notifications, which is also what the server gives by default', async () => {
    await signIn('manager');
    renderAdmin('/events/Notifications', { dataProvider, authProvider });
    // The header's unread badge asks for one entry; the centre's own list is the other call.
    const listCalls = () =>
      requestsTo(faulty, 'GET', '/api/v1/notification')
        .map((r) => new URLSearchParams(r.split('?')[1]))
        .filter((q) => q.get('size') !== '1');
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(0), LONG);
    expect({ page: listCalls()[0].get('page'), size: listCalls()[0].get('size') }).toEqual({ page: '1', size: '20' });
    const byDefault = unwrapData(await requestJson('/api/v1/notification')) as { page: number; size: number };
    expect({ page: byDefault.page, size: byDefault.size }).toEqual({ page: 1, size: 20 });
  });
});

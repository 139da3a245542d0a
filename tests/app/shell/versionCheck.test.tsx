// @vitest-environment happy-dom
// The version-update prompt against the `version` cookie, with the server's version given.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, readCookie, writeCookie } from '../../../src/shell/cookies';
import { StaticServerInfo } from '../../../src/shell/ServerInfoContext';
import { VERSION_COOKIE, VersionCheck } from '../../../src/shell/VersionCheck';
import { renderShell } from './renderShell';

const DAY = 86_400_000;

afterEach(() => {
  cleanup();
  deleteCookie(VERSION_COOKIE);
});

function renderCheck(serverVersion: string) {
  const reload = vi.fn();
  renderShell(
    <StaticServerInfo value={{ version: serverVersion, environment: 'development' }}>
      <VersionCheck reload={reload} />
    </StaticServerInfo>,
  );
  return reload;
}

const prompt = () => screen.queryByRole('dialog', { name: 'New version' });

describe('version check', () => {
  it('remembers the version on a first visit without asking', async () => {
    renderCheck('1.2.3');
    await waitFor(() => expect(readCookie(VERSION_COOKIE)).toBe('1.2.3'));
    expect(prompt()).not.toBeInTheDocument();
  });

  it('offers a reload when the server is newer; accepting forgets the cookie and reloads', async () => {
    writeCookie(VERSION_COOKIE, '1.2.9', 7 * DAY);
    const reload = renderCheck('1.10.0');
    expect(await screen.findByRole('dialog', { name: 'New version' })).toHaveTextContent('A new version (1.10.0) is available. Reload now?');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(readCookie(VERSION_COOKIE)).toBeUndefined();
  });

  it('closes without reloading when declined', async () => {
    writeCookie(VERSION_COOKIE, '1.0.0', 7 * DAY);
    const reload = renderCheck('2.0.0');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(prompt()).not.toBeInTheDocument());
    expect(reload).not.toHaveBeenCalled();
    expect(readCookie(VERSION_COOKIE)).toBe('1.0.0');
  });

  it('stays quiet for the same or an older server version', async () => {
    writeCookie(VERSION_COOKIE, '1.2.3', 7 * DAY);
    renderCheck('1.2.3');
    cleanup();
    writeCookie(VERSION_COOKIE, '1.3.0', 7 * DAY);
    renderCheck('1.2.3');
    await waitFor(() => expect(readCookie(VERSION_COOKIE)).toBe('1.2.3'));
    expect(prompt()).not.toBeInTheDocument();
  });
});

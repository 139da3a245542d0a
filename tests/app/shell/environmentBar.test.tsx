// @vitest-environment happy-dom
// The app bar marks every environment but production, from the /api/v1/info answer it is given.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppBar } from '../../../src/layout/AppBar';
import { StaticServerInfo } from '../../../src/shell/ServerInfoContext';
import type { ServerInfo } from '../../../src/shell/serverInfo';
import { renderShell } from './renderShell';

afterEach(cleanup);

const renderAppBar = (info: ServerInfo) =>
  renderShell(
    <StaticServerInfo value={info}>
      <AppBar />
    </StaticServerInfo>,
  );

describe('environment bar', () => {
  it.each([
    ['development', 'DEV'],
    ['staging', 'Staging'],
    ['uat', 'UAT'],
  ] as const)('shows %s as %s with a coloured bar', async (environment, label) => {
    renderAppBar({ version: '1.0.0', environment });
    expect(await screen.findByTestId('environment-badge')).toHaveTextContent(label);
    expect(document.querySelector(`[data-environment="${environment}"]`)).toHaveStyle({ borderTopWidth: '4px' });
  });

  it('shows nothing in production', async () => {
    renderAppBar({ version: '1.0.0', environment: 'production' });
    await screen.findByRole('banner');
    expect(screen.queryByTestId('environment-badge')).not.toBeInTheDocument();
    expect(document.querySelector('[data-environment="production"]')).not.toHaveStyle({ borderTopWidth: '4px' });
  });
});

describe('friendly links', () => {
  afterEach(() => {
    delete window.__APP_CONFIG__;
  });

  it('opens the configured EDI site and ticket system in a new window', async () => {
    window.__APP_CONFIG__ = { ediUrl: 'https://edi.example.com/', ticketUrl: 'https://tickets.example.com/' };
    renderAppBar({ version: '1.0.0', environment: 'production' });
    fireEvent.click(await screen.findByRole('button', { name: 'Friendly links' }));
    const edi = await screen.findByRole('menuitem', { name: 'EDI site' });
    expect(edi).toHaveAttribute('href', 'https://edi.example.com/');
    expect(edi).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('menuitem', { name: 'Ticket system' })).toHaveAttribute('href', 'https://tickets.example.com/');
  });

  it('is left out when no link is configured', async () => {
    renderAppBar({ version: '1.0.0', environment: 'production' });
    await screen.findByRole('banner');
    expect(screen.queryByRole('button', { name: 'Friendly links' })).not.toBeInTheDocument();
  });
});

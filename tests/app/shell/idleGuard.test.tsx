// @vitest-environment happy-dom
// The idle guard with a short, injected timeout and vitest's fake clock.
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCredentials, storeToken } from '../../../src/authProvider/user';
import { IdleGuard } from '../../../src/shell/IdleGuard';
import { renderShell, stubAuthProvider } from './renderShell';

const TIMEOUT = 1000;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const idleDialog = () => screen.queryByRole('dialog', { name: 'Are you still there?' });

beforeEach(() => {
  vi.useFakeTimers();
  storeToken('token-of-a-signed-in-user');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearCredentials();
});

describe('idle guard', () => {
  it('asks after the timeout without input, counting from the last keyboard, mouse, wheel or touch event', () => {
    const reload = vi.fn();
    renderShell(<IdleGuard timeoutMs={TIMEOUT} reload={reload} />, { path: '/basic/customer/bgManagement' });
    advance(900);
    fireEvent.keyDown(window, { key: 'a' });
    advance(600);
    fireEvent.mouseMove(document.body);
    advance(900);
    fireEvent.touchStart(document.body);
    advance(900);
    fireEvent.wheel(document.body);
    advance(999);
    expect(idleDialog()).not.toBeInTheDocument();
    advance(1);
    expect(idleDialog()).toBeInTheDocument();
    expect(screen.getByText('You have been idle for an hour. Reload the page to continue, or log out.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('logs out from the modal', async () => {
    const authProvider = { ...stubAuthProvider(), logout: vi.fn(async () => clearCredentials()) };
    renderShell(<IdleGuard timeoutMs={TIMEOUT} reload={vi.fn()} />, { path: '/basic/customer/bgManagement', authProvider });
    advance(TIMEOUT);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500); // the dialog's exit transition
    });
    expect(authProvider.logout).toHaveBeenCalled();
    expect(idleDialog()).not.toBeInTheDocument();
  });

  it.each(['/login', '/recover', '/register'])('stays quiet on %s', (path) => {
    renderShell(<IdleGuard timeoutMs={TIMEOUT} reload={vi.fn()} />, { path });
    advance(TIMEOUT * 3);
    expect(idleDialog()).not.toBeInTheDocument();
  });

  it('stays quiet once nobody is signed in', () => {
    clearCredentials();
    renderShell(<IdleGuard timeoutMs={TIMEOUT} reload={vi.fn()} />, { path: '/basic/customer/bgManagement' });
    advance(TIMEOUT * 3);
    expect(idleDialog()).not.toBeInTheDocument();
  });

  it('waits an hour by default', () => {
    renderShell(<IdleGuard reload={vi.fn()} />, { path: '/basic/customer/bgManagement' });
    advance(3_600_000 - 1);
    expect(idleDialog()).not.toBeInTheDocument();
    advance(1);
    expect(idleDialog()).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
// Notifications bottom-left: success closes after 3 s, errors stay (titled [Error]) until closed.
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useNotify, type NotificationType } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../src/schema';
import { AppNotification } from '../../../src/shell/AppNotification';
import { renderShell } from './renderShell';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function Notifier({ message, type }: { message: string; type: NotificationType }) {
  const notify = useNotify();
  return <button onClick={() => notify(message, { type })}>notify</button>;
}

function renderNotifier(message: string, type: NotificationType, locale: Locale = 'en-US') {
  renderShell(
    <>
      <Notifier message={message} type={type} />
      <AppNotification />
    </>,
    { locale },
  );
  fireEvent.click(screen.getByRole('button', { name: 'notify' }));
  advance(0);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('notifications', () => {
  it('shows a success bottom-left and closes it after 3 s', () => {
    renderNotifier('Saved', 'success');
    const alert = screen.getByText('Saved');
    expect(alert.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginBottomLeft');
    advance(2900);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(100); // the 3 s are over: the snackbar starts closing
    advance(1000); // its exit transition
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('titles an error [Error] and keeps it until it is closed', () => {
    renderNotifier('ra.notification.http_error', 'error');
    expect(screen.getByText('[Error] Server communication error')).toBeInTheDocument();
    advance(60_000);
    expect(screen.getByText('[Error] Server communication error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advance(1000);
    expect(screen.queryByText('[Error] Server communication error')).not.toBeInTheDocument();
  });

  it('titles errors in Chinese too', () => {
    renderNotifier('保存失败', 'error', 'zh-CN');
    expect(screen.getByText('[错误] 保存失败')).toBeInTheDocument();
  });
});

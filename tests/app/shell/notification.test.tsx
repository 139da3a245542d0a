// @vitest-environment happy-dom
// Notifications bottom-left, stacked, at most five at once: success closes after 3 s, an export's
// after 5 s, errors stay (titled [Error]) until closed and do not hold back the notices after them.
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useNotify, type NotificationType } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_TOAST_MS } from '../../../src/config';
import type { Locale } from '../../../src/schema';
import { AppNotification } from '../../../src/shell/AppNotification';
import { renderShell } from './renderShell';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

interface Notice {
  message: string;
  type: NotificationType;
  autoHideDuration?: number;
}

const handle: { notify?: ReturnType<typeof useNotify> } = {};

/** Hands out react-admin's notify, so notices arrive without a click (a click elsewhere closes them). */
function Notifier() {
  const notify = useNotify();
  useEffect(() => {
    handle.notify = notify;
  }, [notify]);
  return <button>elsewhere</button>;
}

const byMessage = new Map<string, Notice>();

function renderNotifier(notices: Notice[], locale: Locale = 'en-US') {
  for (const n of notices) byMessage.set(n.message, n);
  renderShell(
    <>
      <Notifier />
      <AppNotification />
    </>,
    { locale },
  );
}

function send(message: string) {
  const { type, autoHideDuration } = byMessage.get(message)!;
  act(() => handle.notify!(message, { type, ...(autoHideDuration ? { autoHideDuration } : {}) }));
  advance(0);
}

const shown = () => within(screen.getByRole('region', { name: 'Notices' })).queryAllByRole('alert').map((a) => a.textContent);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('notifications', () => {
  it('shows a success bottom-left and closes it after 3 s', () => {
    renderNotifier([{ message: 'Saved', type: 'success' }]);
    send('Saved');
    const region = screen.getByRole('region', { name: 'Notices' });
    // Bottom-left, above the forms' sticky toolbar (64 px) so the Save button stays reachable.
    expect(region).toHaveStyle({ position: 'fixed', left: '24px', bottom: '88px' });
    expect(within(region).getByText('Saved')).toBeInTheDocument();
    advance(2900);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(100); // the 3 s are over: it starts closing
    advance(1000); // its exit transition
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('keeps an export notice for 5 s', () => {
    renderNotifier([{ message: 'Exported', type: 'success', autoHideDuration: EXPORT_TOAST_MS }]);
    send('Exported');
    advance(4900);
    expect(screen.getByText('Exported')).toBeInTheDocument();
    advance(100);
    advance(1000);
    expect(screen.queryByText('Exported')).not.toBeInTheDocument();
  });

  it('titles an error [Error] and keeps it until it is closed', () => {
    renderNotifier([{ message: 'ra.notification.http_error', type: 'error' }]);
    send('ra.notification.http_error');
    expect(screen.getByText('[Error] Server communication error')).toBeInTheDocument();
    advance(60_000);
    expect(screen.getByText('[Error] Server communication error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advance(1000);
    expect(screen.queryByText('[Error] Server communication error')).not.toBeInTheDocument();
  });

  it('shows a success beside an open error, and closes it on time', () => {
    renderNotifier([
      { message: 'Broken', type: 'error' },
      { message: 'Saved', type: 'success' },
    ]);
    send('Broken');
    send('Saved');
    expect(shown()).toEqual(['[Error] Broken', 'Saved']);
    advance(3000);
    advance(1000);
    expect(shown()).toEqual(['[Error] Broken']);
  });

  it('shows at most five at once; the sixth comes when one is closed', () => {
    const notices = [1, 2, 3, 4, 5, 6].map((n) => ({ message: `Failure ${n}`, type: 'error' as const }));
    renderNotifier(notices);
    for (const n of notices) send(n.message);
    expect(shown()).toEqual([1, 2, 3, 4, 5].map((n) => `[Error] Failure ${n}`));
    fireEvent.click(within(screen.getAllByRole('alert')[0]).getByRole('button', { name: 'Close' }));
    advance(1000);
    expect(shown()).toEqual([2, 3, 4, 5, 6].map((n) => `[Error] Failure ${n}`));
  });

  it('closes what is shown, errors too, on a click elsewhere', () => {
    renderNotifier([
      { message: 'Broken', type: 'error' },
      { message: 'Saved', type: 'success' },
    ]);
    send('Broken');
    send('Saved');
    fireEvent.click(within(screen.getByRole('region', { name: 'Notices' })).getByText('[Error] Broken'));
    advance(1000);
    expect(shown()).toEqual(['[Error] Broken', 'Saved']);
    fireEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    advance(1000);
    expect(screen.queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument();
  });

  it('titles errors in Chinese too', () => {
    renderNotifier([{ message: '保存失败', type: 'error' }], 'zh-CN');
    send('保存失败');
    expect(screen.getByText('[错误] 保存失败')).toBeInTheDocument();
  });
});

// A notice that survives the page load after a switch ("switch succeeded"): kept in sessionStorage
// for this tab, shown once by the next page.
import { useEffect } from 'react';
import { useNotify } from 'react-admin';

const KEY = 'flash_notice';

interface Notice {
  message: string;
  args?: Record<string, unknown>;
  type?: 'info' | 'success' | 'error';
}

export function flashNotice(notice: Notice): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(notice));
  } catch {
    // No storage: the page loads without the notice.
  }
}

export function takeFlashNotice(): Notice | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return raw ? (JSON.parse(raw) as Notice) : undefined;
  } catch {
    return undefined;
  }
}

/** Shows the notice a previous page left, once. */
export function useFlashNotice(): void {
  const notify = useNotify();
  useEffect(() => {
    const notice = takeFlashNotice();
    if (notice) notify(notice.message, { type: notice.type ?? 'info', messageArgs: notice.args });
  }, [notify]);
}

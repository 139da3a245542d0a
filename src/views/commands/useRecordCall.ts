// A record page's own call (calculate, upload, confirm): busy while it runs, the page's words on
// success, then the record read again; on failure the server's message (it names the row and field)
// stays on screen until closed.
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';

export interface RecordCall {
  busy: boolean;
  /** Runs `work`; says `${wordsKey}.${done}` and refreshes when it succeeds. Resolves whether it did. */
  call: (work: () => Promise<unknown>, done: string) => Promise<boolean>;
}

export function useRecordCall(wordsKey: string): RecordCall {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  async function call(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      notify(translate(`${wordsKey}.${done}`), { type: 'success' });
      refresh();
      return true;
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error', autoHideDuration: 0 });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, call };
}

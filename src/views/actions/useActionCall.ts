// Headless part of every action: send one call, say it worked, refresh the page's data, or keep the
// server's message (in the user's language) for the dialog to show.
import { useCallback, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { requestJson, type RequestOptions } from '../../dataProvider/http';

export function useActionCall() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const run = useCallback(
    async (path: string, opts: RequestOptions, successMessage: string): Promise<boolean> => {
      setPending(true);
      setError(undefined);
      try {
        await requestJson(path, opts);
        notify(successMessage, { type: 'success' });
        refresh();
        return true;
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
        return false;
      } finally {
        setPending(false);
      }
    },
    [notify, refresh],
  );

  return { run, pending, error, clearError: () => setError(undefined) };
}

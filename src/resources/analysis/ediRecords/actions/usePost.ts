// One POST of an action that answers counts: says it in a notice, refreshes the list, or keeps the
// server's refusal (in the user's language) for the dialog.
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { unwrapData } from '../../../../dataProvider/envelope';
import { requestJson, type RequestOptions } from '../../../../dataProvider/http';

export function usePost<A extends Record<string, unknown>>(doneKey: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (path: string, opts: RequestOptions): Promise<A | undefined> => {
    setPending(true);
    setError(undefined);
    try {
      const answer = unwrapData(await requestJson(path, { method: 'POST', ...opts })) as A;
      notify(translate(doneKey, answer), { type: 'success' });
      refresh();
      return answer;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return undefined;
    } finally {
      setPending(false);
    }
  };
  return { run, pending, error, clearError: () => setError(undefined) };
}

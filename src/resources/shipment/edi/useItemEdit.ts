// The 850 item calls behind the detail page's rows: PUT/DELETE /api/v2/850/item/{id} with the 850's
// version; a refusal (row words, stale version, sent 850) is kept for the dialog to show.
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { requestJson } from '../../../dataProvider/http';

export interface ItemDraft {
  qty: string;
  unit_price: string;
  request_date: string;
}

export function useItemEdit(version: number) {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const call = async (path: string, opts: Parameters<typeof requestJson>[1], done: string) => {
    setPending(true);
    setError(undefined);
    try {
      await requestJson(path, opts);
      notify(translate(done), { type: 'success' });
      refresh();
      return true;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return false;
    } finally {
      setPending(false);
    }
  };
  const save = (id: number, d: ItemDraft) =>
    call(`/api/v2/850/item/${id}`, { method: 'PUT', body: { version, qty: d.qty, unit_price: d.unit_price, request_date: d.request_date || null } }, 'screens.edi.item_saved');
  const remove = (id: number) => call(`/api/v2/850/item/${id}`, { method: 'DELETE', query: { version: String(version) } }, 'screens.edi.item_deleted');
  return { save, remove, pending, error, clearError: () => setError(undefined) };
}

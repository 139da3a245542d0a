// Headless logic of /addHistoryOrder: a file parsed into a preview (orders and every problem), then
// the previewed rows imported, all or nothing; a preview with problems cannot be imported.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { importHistory, parseHistory, type HistoryPreview } from './historyApi';

export function useHistoryImportController() {
  const notify = useNotify();
  const [preview, setPreview] = useState<HistoryPreview>();
  const [imported, setImported] = useState<number>();
  const parse = useMutation({
    mutationFn: parseHistory,
    onSuccess: (p) => { setPreview(p); setImported(undefined); },
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  const write = useMutation({
    mutationFn: () => importHistory(preview!.rows),
    onSuccess: (r) => { setImported(r.orders.length); setPreview(undefined); },
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  return {
    preview,
    imported,
    busy: parse.isPending || write.isPending,
    parse: (file: File) => parse.mutate(file),
    canImport: !!preview && preview.errors.length === 0 && preview.orders.length > 0,
    importRows: () => write.mutate(),
  };
}

// The X12 calls behind the list actions: importing an 850 file, and downloading the selected
// documents as one interchange (POST <base>/export { ids }).
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { requestFile } from '../../../../dataProvider/http';
import { importExport } from '../../../../dataProvider/importExport';
import type { ResourceDeclaration } from '../../../../schema';
import { saveFile } from '../../../../views/importExport/saveFile';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The upload goes the import engine's way (POST <base>/import, field "file"), with its progress. */
export function useImport850(decl: ResourceDeclaration) {
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string>();
  const run = async (file: File): Promise<number | undefined> => {
    setPending(true);
    setError(undefined);
    try {
      const { data } = await importExport(decl).importFile({ file, onUploadProgress: (sent, total) => setProgress(total ? Math.round((sent * 100) / total) : 0) });
      refresh();
      return (data as { imported: number }).imported;
    } catch (e) {
      setError(message(e));
      return undefined;
    } finally {
      setPending(false);
    }
  };
  return { run, pending, progress, error, clearError: () => setError(undefined) };
}

export function useExportX12(base: string, fallbackName: string) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const run = async (ids: (string | number)[], done: string) => {
    setPending(true);
    try {
      const file = await requestFile(`${base}/export`, { method: 'POST', body: { ids: ids.map(Number) } }, fallbackName);
      saveFile(file.blob, file.filename);
      notify(done, { type: 'success' });
    } catch (e) {
      notify(message(e), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}

// Uploads the chosen file to `POST <base>/import` (or another upload endpoint with the import's rules,
// `path`): upload progress, then the counts or the refusal.
// The server writes all rows or none, so a refusal always means nothing changed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import type { ContractDataProvider } from '../../dataProvider';
import { raName } from '../../schema/names';
import type { ResourceDeclaration } from '../../schema';
import { importCounts, importRefusal, type ImportCounts, type ImportRefusal } from './importOutcome';

export type UploadState =
  | { step: 'idle' }
  /** percent undefined: the file is up and the server is checking and saving the rows. */
  | { step: 'uploading'; percent: number | undefined }
  | { step: 'imported'; counts: ImportCounts }
  | { step: 'refused'; refusal: ImportRefusal };

export function useImportUpload(decl: ResourceDeclaration, path?: string) {
  const dataProvider = useDataProvider<ContractDataProvider>();
  const refresh = useRefresh();
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      const abort = new AbortController();
      controller.current = abort;
      setState({ step: 'uploading', percent: 0 });
      const onUploadProgress = (sent: number, total: number) =>
        setState({ step: 'uploading', percent: total > 0 && sent < total ? Math.round((sent / total) * 100) : undefined });
      try {
        const { data } = await dataProvider.importFile(raName(decl), { file, onUploadProgress, signal: abort.signal, path });
        setState({ step: 'imported', counts: importCounts(data) });
        refresh();
      } catch (e) {
        setState(abort.signal.aborted ? { step: 'idle' } : { step: 'refused', refusal: importRefusal(e) });
      }
    },
    [dataProvider, decl, path, refresh],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState({ step: 'idle' }), []);

  return { state, upload, cancel, reset };
}

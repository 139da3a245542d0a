// The export flow: read every row of the current list (its filters and sort), look up the references' keys,
// write the file in the browser, hand it to the download. Cancel stops between pages.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthProvider, useDataProvider, useListContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { EXPORT_TOAST_MS } from '../../config';
import { exportFileName } from '../../dataProvider/importExport';
import { raName } from '../../schema/names';
import type { ResourceDeclaration } from '../../schema';
import { useRegistry } from '../../shell/modules/RegistryContext';
import { fieldLabelKey } from '../fields/common';
import { exportColumns, exportRows, exportSheetColumnsOf, type ExportFormat } from './exportRows';
import { fetchAllRows } from './fetchAllRows';
import { fetchReferenceLabels } from './referenceLabels';
import { saveFile } from './saveFile';
import { sheetFile } from './sheetFile';

export type ExportProgress = { step: 'reading'; fetched: number; total?: number } | { step: 'writing' };

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

export function useExport(decl: ResourceDeclaration) {
  const { filterValues, sort } = useListContext();
  const dataProvider = useDataProvider();
  const authProvider = useAuthProvider();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const { loadedDeclarations } = useRegistry();
  const [progress, setProgress] = useState<ExportProgress | undefined>();
  const controller = useRef<AbortController | undefined>(undefined);

  // Leaving the list stops a running export.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (format: ExportFormat) => {
      const abort = new AbortController();
      controller.current = abort;
      const { signal } = abort;
      setProgress({ step: 'reading', fetched: 0 });
      try {
        const resource = raName(decl);
        const records = await fetchAllRows(dataProvider, resource, { filter: filterValues, sort }, (p) => setProgress({ step: 'reading', ...p }), signal);
        if (records.length === 0) {
          notify('app.export.empty', { type: 'error' });
          return;
        }
        const mayRead = async (target: ResourceDeclaration) => (await authProvider?.canAccess?.({ resource: raName(target), action: 'show' })) ?? true;
        const { getResource, findByRaName } = loadedDeclarations();
        const labels = await fetchReferenceLabels(dataProvider, decl, records, getResource, { mayRead, signal });
        setProgress({ step: 'writing' });
        const headers = Object.fromEntries(exportColumns(decl).map((name) => [name, translate(fieldLabelKey(decl, name), { _: name })]));
        const input = { decl, headers, records, labels, format, locale: locale === 'zh-CN' ? 'zh-CN' : 'en-US', find: findByRaName } as const;
        const formats = exportSheetColumnsOf(input).map((c) => c.format);
        const file = await sheetFile(exportRows(input), format, decl.name, formats);
        signal.throwIfAborted();
        saveFile(file, exportFileName(decl, format));
        notify('app.export.success', { type: 'success', autoHideDuration: EXPORT_TOAST_MS });
      } catch (e) {
        if (!isAbort(e) && !signal.aborted) notify(e instanceof Error ? e.message : String(e), { type: 'error' });
      } finally {
        if (controller.current === abort) controller.current = undefined;
        setProgress(undefined);
      }
    },
    [authProvider, dataProvider, decl, filterValues, loadedDeclarations, locale, notify, sort, translate],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { start, cancel, progress };
}

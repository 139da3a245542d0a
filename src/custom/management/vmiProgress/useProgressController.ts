// Headless logic of the progress list: the page of invoices, keyword and status filters, paging, export.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { VmiProgressStatus } from '../../../resources/management/vmi/model/wire';
import { saveFile } from '../../../views/importExport/saveFile';
import { usePagedQuery } from '../../../views/shared/usePagedQuery';
import { exportProgress, fetchProgress, PROGRESS_KEY } from './progressApi';

export const PAGE_SIZE = 20;

export function useProgressController() {
  const notify = useNotify();
  const [status, setStatus] = useState<VmiProgressStatus | ''>('');
  // Page and size live in the address (R11), as on react-admin's lists.
  const paged = usePagedQuery([...PROGRESS_KEY, status], (q, signal) => fetchProgress({ ...q, status }, signal), PAGE_SIZE);
  const { keyword, setPage } = paged;
  const download = useMutation({
    mutationFn: () => exportProgress({ keyword, status }),
    onSuccess: (file) => saveFile(file.blob, file.filename),
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  return {
    ...paged,
    status,
    filterStatus: (value: VmiProgressStatus | '') => {
      setStatus(value);
      setPage(1);
    },
    exportAll: () => download.mutate(),
    exporting: download.isPending,
  };
}

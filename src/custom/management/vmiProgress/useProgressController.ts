// Headless logic of the progress list: the page of invoices, keyword and status filters, paging, export.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { VmiProgressStatus } from '../../../resources/management/vmi/model/wire';
import { saveFile } from '../../../views/importExport/saveFile';
import { useUrlPaging } from '../../../views/shared/useUrlPaging';
import { exportProgress, fetchProgress, PROGRESS_KEY } from './progressApi';

export const PAGE_SIZE = 20;

export function useProgressController() {
  const notify = useNotify();
  // Page and size live in the address (R11), as on react-admin's lists.
  const { page, size, setPage, setSize } = useUrlPaging(PAGE_SIZE);
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<VmiProgressStatus | ''>('');
  const query = useQuery({
    queryKey: [...PROGRESS_KEY, page, size, keyword, status],
    queryFn: ({ signal }) => fetchProgress({ page, size, keyword, status }, signal),
    placeholderData: keepPreviousData,
  });
  const download = useMutation({
    mutationFn: () => exportProgress({ keyword, status }),
    onSuccess: (file) => saveFile(file.blob, file.filename),
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  return {
    list: query.data?.list ?? [],
    total: query.data?.total ?? 0,
    loading: query.isPending,
    error: query.error,
    page,
    size,
    setPage,
    setSize,
    keyword,
    search: (value: string) => {
      setKeyword(value.trim());
      setPage(1);
    },
    status,
    filterStatus: (value: VmiProgressStatus | '') => {
      setStatus(value);
      setPage(1);
    },
    exportAll: () => download.mutate(),
    exporting: download.isPending,
  };
}

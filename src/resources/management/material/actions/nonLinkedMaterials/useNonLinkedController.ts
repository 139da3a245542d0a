// Materials no substitution links yet (GET <base>/non-linked), paged and searched, and their export.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { unwrapData } from '../../../../../dataProvider/envelope';
import { requestFile, requestJson } from '../../../../../dataProvider/http';
import type { ResourceDeclaration } from '../../../../../schema';
import { saveFile } from '../../../../../views/importExport/saveFile';

export interface NonLinkedRow {
  id: number;
  mpn: string;
  description?: string;
  manufacturer_id__title?: string;
  lifecycle?: string;
}

export const NON_LINKED_PAGE_SIZE = 10;

export function useNonLinkedController(decl: ResourceDeclaration, open: boolean) {
  const notify = useNotify();
  const [keyword, setKeywordState] = useState('');
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
  const path = `${decl.api.base}/non-linked`;
  const filters: Record<string, string> = { sort: 'mpn', ...(keyword.trim() ? { keyword: keyword.trim() } : {}) };
  const query = { ...filters, page: String(page + 1), size: String(NON_LINKED_PAGE_SIZE) };

  const list = useQuery({
    queryKey: ['non-linked', path, query],
    enabled: open,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => unwrapData(await requestJson(path, { query, signal })) as { list: NonLinkedRow[]; total: number },
  });

  const exportAll = async () => {
    setExporting(true);
    try {
      const file = await requestFile(`${path}/export`, { query: { ...filters, format: 'xlsx' } }, 'material_non_linked.xlsx');
      saveFile(file.blob, file.filename);
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return {
    keyword,
    setKeyword: (value: string) => {
      setKeywordState(value);
      setPage(0);
    },
    page,
    setPage,
    rows: list.data?.list ?? [],
    total: list.data?.total ?? 0,
    loading: list.isLoading,
    error: list.error instanceof Error ? list.error.message : undefined,
    exportAll,
    exporting,
  };
}

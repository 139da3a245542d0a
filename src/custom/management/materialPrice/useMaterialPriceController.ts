// Headless logic of the material price view: the filters (MPN, EC, CPN, currency, day), paging, export.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { MaterialPriceFilters } from '../../../contract/priceTi';
import { saveFile } from '../../../views/importExport/saveFile';
import { exportMaterialPrices, fetchMaterialPrices, MATERIAL_PRICE_KEY } from './materialPriceApi';

export const PAGE_SIZE = 20;

export function useMaterialPriceController() {
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<MaterialPriceFilters>({});
  const query = useQuery({
    queryKey: [...MATERIAL_PRICE_KEY, page, filters],
    queryFn: ({ signal }) => fetchMaterialPrices(filters, page, PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
  const download = useMutation({
    mutationFn: () => exportMaterialPrices(filters),
    onSuccess: (file) => saveFile(file.blob, file.filename),
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  return {
    list: query.data?.list ?? [],
    total: query.data?.total ?? 0,
    loading: query.isPending,
    error: query.error,
    page,
    setPage,
    filters,
    /** Applies the filter form (blank fields are no filter) and goes back to the first page. */
    apply: (next: MaterialPriceFilters) => {
      setFilters(Object.fromEntries(Object.entries(next).map(([k, v]) => [k, (v ?? '').trim()]).filter(([, v]) => v)) as MaterialPriceFilters);
      setPage(1);
    },
    exportAll: () => download.mutate(),
    exporting: download.isPending,
  };
}

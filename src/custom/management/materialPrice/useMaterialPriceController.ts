// Headless logic of the material price view: the filters (MPN, EC, CPN, currency, day), paging, export.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { MaterialPriceFilters } from '../../../resources/management/priceTi/model/wire';
import { saveFile } from '../../../views/importExport/saveFile';
import { useUrlPaging } from '../../../views/shared/useUrlPaging';
import { exportMaterialPrices, fetchMaterialPrices, MATERIAL_PRICE_KEY } from './materialPriceApi';

export const PAGE_SIZE = 20;

export function useMaterialPriceController() {
  const notify = useNotify();
  // Page and size live in the address (R11), as on react-admin's lists.
  const { page, size, setPage, setSize } = useUrlPaging(PAGE_SIZE);
  const [filters, setFilters] = useState<MaterialPriceFilters>({});
  const query = useQuery({
    queryKey: [...MATERIAL_PRICE_KEY, page, size, filters],
    queryFn: ({ signal }) => fetchMaterialPrices(filters, page, size, signal),
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
    size,
    setPage,
    setSize,
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

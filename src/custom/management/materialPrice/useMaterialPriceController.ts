// Headless logic of the material price view: the filters (MPN, EC, CPN, currency, day), paging, export.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { MaterialPriceFilters } from '../../../resources/management/priceTi/model/wire';
import { saveFile } from '../../../views/importExport/saveFile';
import { usePagedQuery } from '../../../views/shared/usePagedQuery';
import { exportMaterialPrices, fetchMaterialPrices, MATERIAL_PRICE_KEY } from './materialPriceApi';

export const PAGE_SIZE = 20;

export function useMaterialPriceController() {
  const notify = useNotify();
  const [filters, setFilters] = useState<MaterialPriceFilters>({});
  // The filter form stands in for the keyword search: the filters go into the key and the fetch.
  const paged = usePagedQuery([...MATERIAL_PRICE_KEY, filters], ({ page, size }, signal) => fetchMaterialPrices(filters, page, size, signal), PAGE_SIZE);
  const download = useMutation({
    mutationFn: () => exportMaterialPrices(filters),
    onSuccess: (file) => saveFile(file.blob, file.filename),
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  const { list, total, loading, error, page, size, setPage, setSize } = paged;
  return {
    list,
    total,
    loading,
    error,
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

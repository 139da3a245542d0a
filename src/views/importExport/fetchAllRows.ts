// Reads every row of a list, as the spec's exports do: pages of 500 (the API's largest) until the
// total is covered. react-admin's own exporter stops at 1,000 rows; this does not.
import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../config';

export interface ListQuery {
  filter: Record<string, unknown>;
  sort: SortPayload;
}

export interface FetchProgress {
  fetched: number;
  total: number;
}

export async function fetchAllRows(
  dataProvider: DataProvider,
  resource: string,
  query: ListQuery,
  onProgress: (progress: FetchProgress) => void = () => {},
  signal?: AbortSignal,
): Promise<RaRecord[]> {
  const rows: RaRecord[] = [];
  for (let page = 1; ; page++) {
    signal?.throwIfAborted();
    const answer = await dataProvider.getList(resource, { pagination: { page, perPage: MAX_PAGE_SIZE }, sort: query.sort, filter: query.filter, signal });
    rows.push(...answer.data);
    const total = answer.total ?? rows.length;
    onProgress({ fetched: rows.length, total: Math.max(total, rows.length) });
    // A short page is the last one even if rows were deleted meanwhile and the total is stale.
    if (rows.length >= total || answer.data.length < MAX_PAGE_SIZE) return rows;
  }
}

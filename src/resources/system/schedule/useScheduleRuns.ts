// The run log of one schedule, a page at a time (newest first); react-admin's refresh reloads it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { requestJson, unwrapData } from '../../../dataProvider';
import { scheduleRunsPath, type ScheduleRun } from './model/wire';

export const RUNS_PAGE_SIZE = 10;

export function useScheduleRuns(id: number | string | undefined) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['scheduleRuns', id, page],
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      unwrapData(await requestJson(scheduleRunsPath(id!), { signal, query: { page: String(page), size: String(RUNS_PAGE_SIZE) } })) as { list: ScheduleRun[]; total: number },
  });
  return { runs: query.data?.list ?? [], total: query.data?.total ?? 0, page, setPage, loading: query.isFetching, error: query.error };
}

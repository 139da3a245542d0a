// The materials kept at one storage location (the spec's /basic/sloc/SLOC/{id}/inventories): list them, find and assign another, make one the
// default of its material in this plant, or remove an assignment (server/modules/sloc/assignments.ts).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { unwrapData } from '../../../../../dataProvider/envelope';
import { requestJson } from '../../../../../dataProvider/http';
import { getResource } from '../../../../declarations';
import type { ResourceDeclaration } from '../../../../../schema';
import { useActionCall } from '../../../../../views/actions/useActionCall';

export interface Assignment {
  id: number;
  material_id: number;
  mpn: string;
  manufacturer: string | null;
  description: string | null;
  is_default: boolean;
}

interface MaterialHit {
  id: number;
  mpn: string;
  description?: string;
  manufacturer_id__title?: string;
}

const SHOWN = 100;
const SEARCH_SIZE = 10;

export function useSlocInventoriesController(decl: ResourceDeclaration, sloc: RaRecord | undefined) {
  const call = useActionCall();
  const [keyword, setKeyword] = useState('');
  const slocId = sloc?.id;
  const base = decl.api.base;

  const assigned = useQuery({
    queryKey: ['sloc-assigned', slocId],
    enabled: slocId !== undefined,
    queryFn: async ({ signal }) =>
      unwrapData(await requestJson(`${base}/assigned`, { query: { sloc_id: String(slocId), size: String(SHOWN) }, signal })) as { list: Assignment[]; total: number },
  });
  const search = keyword.trim();
  const matches = useQuery({
    queryKey: ['sloc-material-search', search],
    enabled: slocId !== undefined && search.length >= 2,
    queryFn: async ({ signal }) =>
      (unwrapData(await requestJson(getResource('material').api.base, { query: { keyword: search, size: String(SEARCH_SIZE) }, signal })) as { list: MaterialHit[] }).list,
  });

  const act = async (path: string, method: 'PUT' | 'DELETE', message: string) => {
    if (await call.run(path, { method }, message)) await assigned.refetch();
  };
  const assignedIds = new Set((assigned.data?.list ?? []).map((a) => a.material_id));

  return {
    keyword,
    setKeyword,
    assignments: assigned.data?.list ?? [],
    total: assigned.data?.total ?? 0,
    loading: assigned.isLoading,
    matches: (matches.data ?? []).map((m) => ({ ...m, assigned: assignedIds.has(m.id) })),
    assign: (materialId: number) => act(`${base}/${slocId}/${materialId}`, 'PUT', 'screens.actions.sloc_inventories.done_assign'),
    setDefault: (materialId: number) => act(`${base}/default/${slocId}/${materialId}`, 'PUT', 'screens.actions.sloc_inventories.done_default'),
    remove: (assignmentId: number) => act(`${base}/assigned/${assignmentId}`, 'DELETE', 'screens.actions.sloc_inventories.done_remove'),
    pending: call.pending,
    error: call.error,
  };
}

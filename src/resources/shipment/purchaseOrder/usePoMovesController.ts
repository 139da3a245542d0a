// Headless part of the PO's show page additions: the pre-POs bound to it (GET /api/v2/po/binding/{id})
// and the shifts in and out of it (GET /api/v2/po/shift?po_id=), both read again when the record changes.
import { useQuery } from '@tanstack/react-query';
import { requestJson, unwrapData } from '../../../dataProvider';

export interface BoundPrePo { id: number; pre_po_no: string; qty: number; request_date: string | null; created_by: string | null }
export interface ShiftRow { id: number; at: string; by_user: string; from_type: string; from_title: string | null; to_type: string; to_title: string | null; qty: string; remark: string | null }

export function usePoMovesController(id: number | undefined, version: number | undefined) {
  const bound = useQuery({
    queryKey: ['po-binding', id, version],
    enabled: id !== undefined,
    queryFn: async ({ signal }) => unwrapData(await requestJson(`/api/v2/po/binding/${id}`, { query: { size: '100' }, signal })) as { list: BoundPrePo[]; total: number },
  });
  const shifts = useQuery({
    queryKey: ['po-shift', id, version],
    enabled: id !== undefined,
    queryFn: async ({ signal }) => unwrapData(await requestJson('/api/v2/po/shift', { query: { po_id: String(id), size: '100' }, signal })) as { list: ShiftRow[]; total: number },
  });
  return { bound: bound.data?.list, shifts: shifts.data?.list, error: (bound.error ?? shifts.error) as Error | null };
}

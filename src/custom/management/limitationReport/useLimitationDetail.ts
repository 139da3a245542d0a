// Headless logic of one limitation's report: its months, the used quantities being typed, and the
// save (the manager's, while the limitation is active), which answers the refreshed figures.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, usePermissions } from 'react-admin';
import { LIMITATION_REPORT_ACCESS } from '../../../resources/management/limitation/model/wire';
import { allows, type Principal } from '../../../schema';
import { fetchDetail, REPORT_KEY, saveUsage } from './reportApi';

type Draft = Record<number, { used_qty?: string; comment?: string }>;

export function useLimitationDetail(id: string) {
  const notify = useNotify();
  const client = useQueryClient();
  const { permissions } = usePermissions<Principal | undefined>();
  const query = useQuery({ queryKey: [...REPORT_KEY, id], queryFn: ({ signal }) => fetchDetail(id, signal) });
  const [draft, setDraft] = useState<Draft>({});
  const row = query.data;
  const editable = Boolean(row && row.status === 'active' && permissions && allows(permissions, LIMITATION_REPORT_ACCESS, 'write'));
  const save = useMutation({
    mutationFn: () => saveUsage(row!.id, row!.version, row!.months.map((m) => ({ id: m.id, used_qty: draft[m.id]?.used_qty ?? String(m.used_qty), comment: draft[m.id]?.comment ?? m.comment ?? '' }))),
    onSuccess: async (data) => {
      notify('screens.limitation_report.saved', { type: 'success' });
      setDraft({});
      client.setQueryData([...REPORT_KEY, id], data);
      await client.invalidateQueries({ queryKey: REPORT_KEY, exact: false, refetchType: 'none' });
    },
    onError: (e: Error) => notify(e.message, { type: 'error', multiLine: true }),
  });
  return {
    query,
    row,
    editable,
    dirty: Object.keys(draft).length > 0,
    value: (monthId: number, field: 'used_qty' | 'comment', stored: string) => draft[monthId]?.[field] ?? stored,
    change: (monthId: number, field: 'used_qty' | 'comment', value: string) => setDraft((d) => ({ ...d, [monthId]: { ...d[monthId], [field]: value } })),
    save: () => save.mutate(),
    saving: save.isPending,
  };
}

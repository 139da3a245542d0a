// The detail screen's logic: the case's lines (GET /detail/{id}), the list stage's line editing
// (POST /detail) and the compile stage's results (POST /result), each offered only to its stage's
// permission in its stage; the export of the lines.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, usePermissions, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { PRE_MAXOUT_BASE, PRE_MAXOUT_PERMISSION, type PreMaxoutItem } from '../../../contract/warehouse';
import { requestFile, requestJson } from '../../../dataProvider/http';
import { allows, type Principal } from '../../../schema';
import { saveFile } from '../../../views/importExport/saveFile';

export interface DraftLine {
  id?: number;
  mpn: string;
  qty: string;
  unit_cost: string;
  remark: string;
  result_qty: string;
}

const T = 'screens.pre_maxout';
const toDraft = (i: PreMaxoutItem): DraftLine => ({ id: i.id, mpn: i.mpn, qty: String(i.qty), unit_cost: i.unit_cost, remark: i.remark ?? '', result_qty: i.result_qty === null ? '' : String(i.result_qty) });

export function usePreMaxoutLines() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<Principal | undefined>();
  const [mode, setMode] = useState<'view' | 'lines' | 'results'>('view');
  const [draft, setDraft] = useState<DraftLine[]>([]);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const id = record?.id;
  const version = record?.version;

  // Read again whenever the case's version changes (a stage step or a save).
  const lines = useQuery({
    queryKey: ['pre_maxout_detail', id, version],
    enabled: id !== undefined,
    // While a new version's lines load, the case's last ones stay on screen (not "No lines yet" in
    // between); another case's never do.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === id ? previous : undefined),
    queryFn: async () => ((await requestJson(`${PRE_MAXOUT_BASE}/detail/${id}`)) as { data: { items: PreMaxoutItem[] } }).data.items,
  });
  const items = lines.data ?? [];

  const may = (permission: string) => Boolean(permissions) && allows(permissions!, { permissions: [permission] }, 'write');
  const canEditLines = record?.status === 'list' && may(PRE_MAXOUT_PERMISSION.list);
  const canEditResults = record?.status === 'compile' && may(PRE_MAXOUT_PERMISSION.compile) && items.length > 0;

  const start = (next: 'lines' | 'results') => {
    setDraft(items.length || next === 'results' ? items.map(toDraft) : [{ mpn: '', qty: '', unit_cost: '', remark: '', result_qty: '' }]);
    setError(undefined);
    setMode(next);
  };
  const change = (index: number, patch: Partial<DraftLine>) => setDraft((rows) => rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const add = () => setDraft((rows) => [...rows, { mpn: '', qty: '', unit_cost: '', remark: '', result_qty: '' }]);
  const remove = (index: number) => setDraft((rows) => rows.filter((_, i) => i !== index));

  const save = async () => {
    setPending(true);
    setError(undefined);
    try {
      const body =
        mode === 'lines'
          ? { id, version, items: draft.map((d) => ({ mpn: d.mpn.trim(), qty: Number(d.qty), unit_cost: d.unit_cost.trim(), remark: d.remark || undefined })) }
          : { id, version, items: draft.map((d) => ({ id: d.id, result_qty: d.result_qty.trim() === '' ? null : Number(d.result_qty) })) };
      await requestJson(`${PRE_MAXOUT_BASE}/${mode === 'lines' ? 'detail' : 'result'}`, { method: 'POST', body });
      notify(translate(`${T}.${mode === 'lines' ? 'lines_saved' : 'results_saved'}`), { type: 'success' });
      setMode('view');
      refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  };

  const exportLines = async () => {
    try {
      const file = await requestFile(`${PRE_MAXOUT_BASE}/export/${id}`, {}, `pre_maxout_${String(record?.case_no ?? id)}.xlsx`);
      saveFile(file.blob, file.filename);
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    }
  };

  return { items, mode, draft, error: error ?? (lines.error ? String(lines.error.message) : undefined), pending, canEditLines, canEditResults, start, change, add, remove, save, cancel: () => setMode('view'), exportLines };
}

// The lead-time task page's logic: its parts, the final weeks being edited, and the task's calls
// (uploads, save, confirm, export), each refreshing the page once done.
import { useEffect, useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { requestFile, requestJson } from '../../../dataProvider/http';
import { useRecordCall } from '../../../views/commands/useRecordCall';
import { saveFile } from '../../../views/importExport/saveFile';

export interface LeadTimeItem {
  id: number;
  material_id: number;
  material_id__title?: string;
  current_weeks: number | null;
  costbook_weeks: number | null;
  ti_weeks: number | null;
  final_weeks: number | null;
  remark: string | null;
}

const T = 'screens.lead_time';

export function useLeadTimeController() {
  const record = useRecordContext();
  const notify = useNotify();
  const [items, setItems] = useState<LeadTimeItem[]>([]);
  const [edits, setEdits] = useState<Record<number, string>>({});
  const { busy, call } = useRecordCall(T);
  const id = record?.id;
  const version = record?.version;

  // Read again whenever the task's version moves (after an upload, a save or a confirm).
  useEffect(() => {
    if (!id) return;
    requestJson(`/api/v2/leadtime/${id}`)
      .then((body) => {
        setItems((body as { data: { items: LeadTimeItem[] } }).data.items);
        setEdits({});
      })
      .catch((e: Error) => notify(e.message, { type: 'error' }));
  }, [id, notify, version]);

  const upload = (kind: 'costbook' | 'ti_leadtime', file: File) => {
    const body = new FormData();
    body.append('file', file);
    return call(() => requestJson(`/api/v2/leadtime/upload/${kind}/${id}`, { method: 'POST', body }), 'uploaded');
  };
  const save = () =>
    call(
      () => requestJson(`/api/v2/leadtime/save/${id}`, { method: 'PUT', body: { version, items: items.map((i) => ({ id: i.id, final_weeks: i.id in edits ? edits[i.id] : i.final_weeks, remark: i.remark })) } }),
      'saved',
    );
  const confirm = () => call(() => requestJson(`/api/v2/leadtime/confirm/${id}`, { method: 'PUT', body: { version } }), 'confirmed');
  const exportFile = () =>
    requestFile(`/api/v2/leadtime/export/${id}`, {}, 'leadtime.xlsx')
      .then((f) => saveFile(f.blob, f.filename))
      .catch((e: Error) => notify(e.message, { type: 'error' }));

  return { record, items, edits, setEdit: (itemId: number, value: string) => setEdits((e) => ({ ...e, [itemId]: value })), busy, upload, save, confirm, exportFile };
}

// Headless logic of "my RFQs" (/my/myRFQs): the stage tab (kept in ?stage=), a keyword, a page of the
// caller's RFQs in that stage (the server applies the row scope), and the export of the same rows.
import { useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { requestFile } from '../../../dataProvider';
import { saveFile } from '../../../views/importExport/saveFile';
import { STAGE_VALUES } from './model/rfq';

export const MY_RFQS = 'my/myRFQs';
const SIZE = 20;

export function useMyRfqsController() {
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const stage = STAGE_VALUES.includes(params.get('stage') ?? '') ? params.get('stage')! : '0';
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const filter = { stage, ...(q.trim() ? { q: q.trim() } : {}) };
  const list = useGetList(MY_RFQS, { filter, pagination: { page, perPage: SIZE }, sort: { field: 'updated_at', order: 'DESC' } });
  const total = list.total ?? 0;
  return {
    stage,
    setStage: (s: string) => {
      setParams({ stage: s }, { replace: true });
      setPage(1);
    },
    q,
    setQ: (v: string) => {
      setQ(v);
      setPage(1);
    },
    rows: list.data ?? [],
    loading: list.isPending,
    error: list.error,
    page,
    pages: Math.max(1, Math.ceil(total / SIZE)),
    setPage,
    exportRows: () =>
      requestFile('/api/v2/rfq/export', { query: { stage } }, 'rfq.xlsx').then(
        (f) => saveFile(f.blob, f.filename),
        (e: Error) => notify(e.message, { type: 'error' }),
      ),
  };
}

// Headless logic of one RFQ in its stage (/my/myRFQs/{stage}/{id}): the RFQ with its lines, the quote
// being typed per line, and the stage moves the caller may make: submit a draft (rfq-create), quote
// 1→2 and finish 2→3 (rfq-inquiry), re-quote 2/3→1 with a memo, import quoted prices, the quotation sheet.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, usePermissions } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { RfqDetail, RfqLineQuote } from '../../../resources/management/rfq/types';
import { allows, type Principal } from '../../../schema';
import { saveFile } from '../../../views/importExport/saveFile';
import { RFQ_CREATE, RFQ_INQUIRY } from '../../../resources/management/rfq/model/rfq';
import { QUOTE_INPUTS } from '../../../resources/management/rfq/RfqLinesTable';
import { fetchRfq, importQuotes, quotationSheet, quoteRfq, requoteRfq, RFQ_KEY, submitRfq } from '../../../resources/management/rfq/rfqApi';

const T = 'screens.rfq';
type Draft = Record<number, Partial<Record<(typeof QUOTE_INPUTS)[number], string>>>;

export function useRfqStageController(id: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { permissions } = usePermissions<Principal | undefined>();
  const may = (p: string) => Boolean(permissions) && allows(permissions!, { permissions: [p] }, 'write');
  const query = useQuery({ queryKey: [...RFQ_KEY, id], queryFn: () => fetchRfq(id) });
  const [draft, setDraft] = useState<Draft>({});
  const [memo, setMemo] = useState('');
  const rfq = query.data;

  const after = (done: string, stage?: string) => async () => {
    notify(`${T}.done.${done}`, { type: 'success' });
    setDraft({});
    setMemo('');
    await client.invalidateQueries({ queryKey: [...RFQ_KEY, id] });
    if (stage) navigate(`/my/myRFQs/${stage}/${id}`);
  };
  const onError = (e: Error) => notify(e.message, { type: 'error', multiLine: true });
  const lines = (r: RfqDetail): RfqLineQuote[] =>
    r.items.filter((l) => draft[l.id]).map((l) => ({ id: l.id, ...Object.fromEntries(Object.entries(draft[l.id]).map(([k, v]) => [k, v === '' ? null : v])) }));

  const submit = useMutation({ mutationFn: (r: RfqDetail) => submitRfq(r), onSuccess: after('submit', '1'), onError });
  const quote = useMutation({ mutationFn: ({ r, to }: { r: RfqDetail; to: '2' | '3' }) => quoteRfq(r, to, lines(r)), onSuccess: (_, v) => after(v.to === '2' ? 'quote' : 'finish', v.to)(), onError });
  const requote = useMutation({ mutationFn: (r: RfqDetail) => requoteRfq(r, memo), onSuccess: after('requote', '1'), onError });
  const upload = useMutation({ mutationFn: ({ r, file }: { r: RfqDetail; file: File }) => importQuotes(r, file), onSuccess: after('import'), onError });
  const sheet = useMutation({ mutationFn: (r: RfqDetail) => quotationSheet(r), onSuccess: (f) => saveFile(f.blob, f.filename), onError });

  return {
    rfq,
    loading: query.isPending,
    error: query.error,
    busy: [submit, quote, requote, upload, sheet].some((m) => m.isPending),
    canSubmit: rfq?.stage === '0' && may(RFQ_CREATE),
    canQuote: (rfq?.stage === '1' || rfq?.stage === '2') && may(RFQ_INQUIRY),
    canRequote: (rfq?.stage === '2' || rfq?.stage === '3') && may(RFQ_INQUIRY),
    value: (lineId: number, field: (typeof QUOTE_INPUTS)[number], stored: unknown) => draft[lineId]?.[field] ?? (stored === null || stored === undefined ? '' : String(stored)),
    setValue: (lineId: number, field: (typeof QUOTE_INPUTS)[number], v: string) => setDraft((d) => ({ ...d, [lineId]: { ...d[lineId], [field]: v } })),
    memo,
    setMemo,
    submit: () => rfq && submit.mutate(rfq),
    quote: () => rfq && quote.mutate({ r: rfq, to: rfq.stage === '1' ? '2' : '3' }),
    requote: () => {
      if (!rfq) return;
      if (!memo.trim()) notify(`${T}.memoNeeded`, { type: 'warning' });
      else requote.mutate(rfq);
    },
    importQuotes: (file: File) => rfq && upload.mutate({ r: rfq, file }),
    downloadSheet: () => rfq && sheet.mutate(rfq),
  };
}

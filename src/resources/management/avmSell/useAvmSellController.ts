// The sell reconciliation page's logic: the chosen view of its lines (all, deduct, non-deduct, and
// the customer's non-rebate lines), and the calls (build the details, cancel or restore a line,
// export), each refreshing the page once done.
import { useEffect, useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { requestFile, requestJson } from '../../../dataProvider/http';
import { useRecordCall } from '../../../views/commands/useRecordCall';
import { saveFile } from '../../../views/importExport/saveFile';
import { AVM_SELL_BASE } from './model/avmSell';

export interface SellLine {
  id: number;
  so_no: string;
  so_date: string | null;
  mpn?: string | null;
  material_id__title?: string;
  qty: number;
  unit_price: string;
  amount: string;
  rebate_rate: string;
  rebate_amount: string;
  deduct: boolean;
  cancelled: boolean;
  source: string;
  remark: string | null;
}

export const SELL_VIEWS = ['all', 'deduct', 'non_deduct', 'non_rebate_deduct', 'non_rebate_non_deduct'] as const;
export type SellView = (typeof SELL_VIEWS)[number];
const T = 'screens.avm_sell';

function viewPath(view: SellView, id: unknown, customer: unknown): string {
  switch (view) {
    case 'all': return `${AVM_SELL_BASE}/${id}/lines`;
    case 'deduct': return `${AVM_SELL_BASE}/deduct/${id}?size=500`;
    case 'non_deduct': return `${AVM_SELL_BASE}/non-deduct/${id}?size=500`;
    case 'non_rebate_deduct': return `${AVM_SELL_BASE}/non-rebate/deduct?size=500&customer_id=${customer}`;
    default: return `${AVM_SELL_BASE}/non-rebate/non-deduct?size=500&customer_id=${customer}`;
  }
}

export function useAvmSellController() {
  const record = useRecordContext();
  const notify = useNotify();
  const [view, setView] = useState<SellView>('all');
  const [lines, setLines] = useState<SellLine[]>([]);
  const { busy, call } = useRecordCall(T);
  const id = record?.id;
  const version = record?.version;
  const customer = record?.customer_id;

  useEffect(() => {
    if (!id) return;
    requestJson(viewPath(view, id, customer))
      .then((body) => {
        const data = (body as { data: { details?: SellLine[]; list?: SellLine[] } }).data;
        setLines(data.details ?? data.list ?? []);
      })
      .catch((e: Error) => notify(e.message, { type: 'error' }));
  }, [id, customer, notify, version, view]);

  const calculate = () => call(() => requestJson(`${AVM_SELL_BASE}/detail/${id}`, { method: 'POST', body: { version } }), 'calculated');
  const cancelLine = (lineId: number, cancelled: boolean) =>
    call(() => requestJson(`${AVM_SELL_BASE}/cancel-detail/${lineId}`, { method: 'PUT', body: { version, cancelled } }), cancelled ? 'line_cancelled' : 'line_restored');
  const exportFile = () =>
    requestFile(`${AVM_SELL_BASE}/export/${id}`, {}, 'avm_sell.xlsx')
      .then((f) => saveFile(f.blob, f.filename))
      .catch((e: Error) => notify(e.message, { type: 'error' }));

  return { record, view, setView, lines, busy, calculate, cancelLine, exportFile };
}

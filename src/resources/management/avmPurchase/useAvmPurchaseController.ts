// The purchase reconciliation page's logic: its lines, the service fee, and the calls (calculate,
// one line's confirmed quantity, export), each refreshing the page once done.
import { useEffect, useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { requestFile, requestJson } from '../../../dataProvider/http';
import { useRecordCall } from '../../../views/commands/useRecordCall';
import { saveFile } from '../../../views/importExport/saveFile';
import { AVM_PURCHASE_BASE } from './model/avmPurchase';

export interface PurchaseLine {
  id: number;
  po_no: string;
  po_line: number;
  material_id__title?: string;
  qty: number;
  unit_price: string;
  amount: string;
  confirmed_qty: number;
  confirmed_amount: string;
  remark: string | null;
}

export interface ServiceFee { base_amount: string; service_fee_rate: string; service_fee: string; total_amount: string }

const T = 'screens.avm_purchase';

export function useAvmPurchaseController() {
  const record = useRecordContext();
  const notify = useNotify();
  const [lines, setLines] = useState<PurchaseLine[]>([]);
  const [fee, setFee] = useState<ServiceFee>();
  const { busy, call } = useRecordCall(T);
  const id = record?.id;
  const version = record?.version;

  // Read again whenever the reconciliation's version moves (after a calculation or a line change).
  useEffect(() => {
    if (!id) return;
    Promise.all([requestJson(`${AVM_PURCHASE_BASE}/${id}/lines`), requestJson(`${AVM_PURCHASE_BASE}/service-fee/${id}`)])
      .then(([withLines, feeBody]) => {
        setLines((withLines as { data: { details: PurchaseLine[] } }).data.details);
        setFee((feeBody as { data: ServiceFee }).data);
      })
      .catch((e: Error) => notify(e.message, { type: 'error' }));
  }, [id, notify, version]);

  const calculate = () => call(() => requestJson(`${AVM_PURCHASE_BASE}/calculate/${id}`, { method: 'PUT', body: { version } }), 'calculated');
  const changeLine = (lineId: number, confirmedQty: string, remark: string) =>
    call(() => requestJson(`${AVM_PURCHASE_BASE}/detail/${lineId}`, { method: 'PUT', body: { version, confirmed_qty: confirmedQty, remark } }), 'line_saved');
  const exportFile = () =>
    requestFile(`${AVM_PURCHASE_BASE}/export/${id}`, {}, 'avm_purchase.xlsx')
      .then((f) => saveFile(f.blob, f.filename))
      .catch((e: Error) => notify(e.message, { type: 'error' }));

  return { record, lines, fee, busy, calculate, changeLine, exportFile };
}

// The FTB ASN's own calls through the app's request helper (envelope, headers, error words).
import { requestFile, requestJson, unwrapData } from '../../../dataProvider';
import { FTB_PATHS, ftbAsn, type FtbExistAnswer, type FtbHistory, type FtbItemChange, type FtbItemProposal, type FtbMaxoutRow } from './model';

export interface FtbItemRow {
  id: number;
  line_no: number;
  material_id: number;
  material_id__title?: string | null;
  cpn: string | null;
  order_no: string | null;
  po_line: string | null;
  qty: number;
  price: number | string;
  maxout_price: number | string | null;
  maxout_status: string;
  change_pending: boolean;
  remark: string | null;
}

export interface FtbRecord {
  id: number;
  version: number;
  ftb_no: string;
  invoice_no: string | null;
  status: string;
  items: FtbItemRow[];
}

export const FTB_KEY = ['ftbAsn'] as const;

export const fetchFtb = async (id: number) => unwrapData(await requestJson(`${ftbAsn.api.base}/${id}/lines`)) as FtbRecord;
export const fetchHistory = async (id: number) => unwrapData(await requestJson(`${FTB_PATHS.history}/${id}`)) as FtbHistory;
export const proposeItem = async (itemId: number | undefined, body: FtbItemProposal) =>
  unwrapData(await requestJson(itemId === undefined ? FTB_PATHS.item : `${FTB_PATHS.item}/${itemId}`, { method: itemId === undefined ? 'POST' : 'PUT', body: { ...body } })) as FtbItemChange;
export const setInvoiceNo = async (id: number, invoiceNo: string, version: number) =>
  unwrapData(await requestJson(FTB_PATHS.invoiceNo, { method: 'POST', body: { items: [{ id, invoice_no: invoiceNo, version }] } }));
export const invoiceTaken = async (no: string) => (unwrapData(await requestJson(FTB_PATHS.exist, { method: 'POST', body: { invoice_no: [no] } })) as FtbExistAnswer).exist.length > 0;

export interface MaxoutPage {
  list: FtbMaxoutRow[];
  total: number;
}
const maxoutQuery = (status: string, keyword: string) => ({ ...(status ? { maxout_status: status } : {}), ...(keyword ? { keyword } : {}) });
export const fetchMaxout = async (q: { page: number; size: number; status: string; keyword: string }, signal?: AbortSignal) =>
  unwrapData(await requestJson(FTB_PATHS.maxout, { query: { ...maxoutQuery(q.status, q.keyword), page: String(q.page), size: String(q.size) }, signal })) as MaxoutPage;
export const maxoutReport = (status: string, keyword: string) => requestFile(FTB_PATHS.maxoutReport, { query: maxoutQuery(status, keyword) }, 'ftb_maxout.xlsx');
export const listReport = () => requestFile(FTB_PATHS.report, { method: 'POST', body: { format: 'xlsx' } }, 'ftb_asn.xlsx');

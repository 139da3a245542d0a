// The calls the pre-PO actions make (docs/api-contract.md, "Purchase orders").
import { requestJson, unwrapData } from '../../../../dataProvider';

export interface OpenOrder { id: number; title: string; qty: number; free: number }
interface PoRow { id: number; po_no: string; po_line: number; qty: number; bound_qty: number }
interface PreRow { id: number; pre_po_no: string; qty: number }

/** Open POs of a part (and vendor, when given), each with what is not yet bound. */
export async function openPos(material: number, vendor?: number): Promise<OpenOrder[]> {
  const query = { material_id: String(material), ...(vendor ? { vendor_id: String(vendor) } : {}), status: 'open', size: '100' };
  const page = unwrapData(await requestJson('/api/v2/po', { query })) as { list: PoRow[] };
  return page.list.map((p) => ({ id: p.id, title: `${p.po_no}/${p.po_line}`, qty: Number(p.qty), free: Number(p.qty) - Number(p.bound_qty) }));
}

/** Pre-POs of a part not bound to a PO (other than `except`). */
export async function openPrePos(material: number, except: number): Promise<OpenOrder[]> {
  const page = unwrapData(await requestJson('/api/v2/pre-po/non-binding', { query: { material_id: String(material), size: '100' } })) as { list: PreRow[] };
  return page.list.filter((p) => p.id !== except).map((p) => ({ id: p.id, title: p.pre_po_no, qty: Number(p.qty), free: Number(p.qty) }));
}

export const bindPrePo = (id: number, poId: number, version: number) => requestJson(`/api/v2/pre-po/binding/${id}`, { method: 'PUT', body: { po_id: poId, version } });

export const shiftQty = (body: { from_type: 'pre_po'; from_id: number; to_type: 'po' | 'pre_po'; to_id: number; qty: string }) =>
  requestJson('/api/v2/pre-po/shift', { method: 'POST', body });

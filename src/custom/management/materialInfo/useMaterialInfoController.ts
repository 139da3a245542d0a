// The material information page's data, each part from a documented call the user may make:
// master data (GET /api/v2/material/info/{id}), substitutes (GET /api/v1/materialSub), stock groups
// (GET /api/v2/inventory) and open customer-order items (GET /api/v1/order/material). A part the
// user's permissions do not reach is not asked for (and the page says so).
import { useQuery } from '@tanstack/react-query';
import { useGetList, useGetOne, usePermissions } from 'react-admin';
import { requestJson, unwrapData } from '../../../dataProvider';
import { allows, type Principal, type ResourceDeclaration } from '../../../schema';
import { raName } from '../../../resources/declarations';
import { materialDraft } from '../../../resources/events/verification/model';
import { inventory } from '../../../resources/management/inventories/model/inventory';
import { material } from '../../../resources/management/material/model/material';
import { materialSub } from '../../../resources/management/material/model/materialSub';
import { CO_CALL_ACCESS } from '../../../resources/shipment/customerOrder/model/customerOrder';

export interface OpenOrderItem { id: number; order_no: string; customer: string; order_date: string; qty: string; request_date: string | null }

const ORDER_ITEMS = '/api/v1/order/material';

const allowsWrite = (p: Principal | undefined, decl: ResourceDeclaration) => Boolean(p) && allows(p!, decl.access, 'write');

/** The material's values of the fields a draft proposes, and the material it changes. */
function proposalOf(m: Record<string, unknown>): Record<string, unknown> {
  const names = Object.keys(materialDraft.fields).filter((f) => f in material.fields && f !== materialDraft.states?.field && m[f] !== null && m[f] !== undefined);
  return { material_id: m.id, ...Object.fromEntries(names.map((f) => [f, m[f]])) };
}

export function useMaterialInfoController(id: string) {
  const { permissions } = usePermissions<Principal | undefined>();
  const may = (decl: ResourceDeclaration | { access: typeof CO_CALL_ACCESS }) => Boolean(permissions) && allows(permissions!, decl.access, 'read');
  const part = useGetOne(raName(material), { id });
  const list = (decl: ResourceDeclaration, filter: Record<string, unknown>) =>
    ({ resource: raName(decl), params: { pagination: { page: 1, perPage: 50 }, sort: decl.list.sort, filter }, enabled: may(decl) });
  const subs = list(materialSub, { original_material_id: id });
  const stock = list(inventory, { material_id: id });
  const substitutes = useGetList(subs.resource, subs.params, { enabled: subs.enabled });
  const stockGroups = useGetList(stock.resource, stock.params, { enabled: stock.enabled });
  const ordersAllowed = may({ access: CO_CALL_ACCESS });
  const orders = useQuery({
    queryKey: ['materialInfo', 'orders', id],
    enabled: ordersAllowed,
    queryFn: async () => unwrapData(await requestJson(ORDER_ITEMS, { query: { material_id: id, page: '1', size: '20' } })) as { list: OpenOrderItem[]; total: number },
  });
  // A change is proposed on the draft's create form, filled with the material's current values.
  const proposal = part.data && allowsWrite(permissions, materialDraft)
    ? `/${raName(materialDraft)}/create?source=${encodeURIComponent(JSON.stringify(proposalOf(part.data)))}`
    : undefined;
  return {
    proposal,
    material: part.data,
    loading: part.isPending,
    error: part.error as Error | null,
    substitutes: { allowed: subs.enabled, rows: substitutes.data ?? [], total: substitutes.total ?? 0 },
    stock: { allowed: stock.enabled, rows: stockGroups.data ?? [] },
    orders: { allowed: ordersAllowed, rows: orders.data?.list ?? [], total: orders.data?.total ?? 0 },
  };
}

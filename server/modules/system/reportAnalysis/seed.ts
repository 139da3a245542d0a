// Demo reports: one per kind; the customer order amount by BG is shown only to two listed users.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';

const DEMO = [
  { code: 'PO-TREND', name_en: 'Purchase trend', name_zh: '采购趋势', kind: 'po_amount_by_month', chart: 'line', description: 'Open purchase order amount per month, one line per currency.', audience: 'all', sort_order: 10 },
  { code: 'PO-BG', name_en: 'Purchases by BG', name_zh: '各事业群采购', kind: 'po_amount_by_bg', chart: 'bar', description: 'Open purchase order amount per business group.', audience: 'all', sort_order: 20 },
  { code: 'CO-TREND', name_en: 'Customer order trend', name_zh: '客户订单趋势', kind: 'co_amount_by_month', chart: 'line', description: 'Customer order amount (not cancelled) per month.', audience: 'all', sort_order: 30 },
  { code: 'CO-BG', name_en: 'Customer orders by BG', name_zh: '各事业群客户订单', kind: 'co_amount_by_bg', chart: 'bar', description: 'Customer order amount per business group: for the BG managers.', audience: 'users', sort_order: 40 },
  { code: 'ASN-SHIPPED', name_en: 'Shipped ASNs', name_zh: '已发货 ASN', kind: 'asn_amount_by_month', chart: 'bar', description: 'Amount of the ASNs shipped each month.', audience: 'all', sort_order: 50 },
];
const LISTED = { 'CO-BG': ['admin', 'manager'] } as Record<string, string[]>;

export async function seedReportAnalysis(db: Kysely<DB>): Promise<void> {
  const users = new Map((await db.selectFrom('users').select(['id', 'name']).execute()).map((u) => [u.name, Number(u.id)]));
  for (const d of DEMO) {
    const { id } = await db.insertInto('report_analysis').values({ ...d, created_by: 'seed', updated_by: 'seed' }).returning('id').executeTakeFirstOrThrow();
    const ids = (LISTED[d.code] ?? []).map((n) => users.get(n)).filter((u): u is number => u !== undefined);
    if (ids.length) await db.insertInto('report_analysis_user').values(ids.map((user_id) => ({ report_id: Number(id), user_id }))).execute();
  }
}

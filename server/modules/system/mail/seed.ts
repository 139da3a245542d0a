// Demo mail groups, external addresses at customers and forwarders, and the product's mail APIs with
// the groups each mails: a planner's morning, ASN exceptions for the warehouse and a customer,
// price audits, and an API switched off.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';

const EXTERNAL = [
  { email: 'scm.planning@northwind-ems.com', name: 'Li Wei', company: 'Northwind EMS', remark: 'Customer planner; wants the daily PSI' },
  { email: 'buyer02@northwind-ems.com', name: 'Chen Jing', company: 'Northwind EMS', remark: null },
  { email: 'receiving@contoso-automotive.de', name: 'Receiving desk', company: 'Contoso Automotive GmbH', remark: 'Goods receipt, Stuttgart plant' },
  { email: 'ops.hk@fastlane-logistics.com', name: 'Fastlane HK operations', company: 'Fastlane Logistics', remark: 'Forwarder for the Hong Kong hub' },
  { email: 'pricing@asia-components.com.tw', name: 'Pricing team', company: 'Asia Components Ltd.', remark: 'Supplier price desk' },
];

const GROUPS = [
  { name: 'Planning daily', description: 'Morning PSI and backlog summary for planners and the customer planner.', users: ['op', 'manager'], external: ['scm.planning@northwind-ems.com', 'buyer02@northwind-ems.com'] },
  { name: 'ASN exceptions', description: 'ASNs refused, late or short: warehouse, reviewer and the forwarder.', users: ['op', 'reviewer'], external: ['receiving@contoso-automotive.de', 'ops.hk@fastlane-logistics.com'] },
  { name: 'Price audit', description: 'Price changes waiting for the level 01/02 auditors.', users: ['audit01', 'audit02', 'manager'], external: [] },
  { name: 'Supplier price desk', description: 'Price confirmations sent to the supplier.', users: ['op'], external: ['pricing@asia-components.com.tw'] },
];

const APIS = [
  { code: 'PSI_DAILY', name_en: 'PSI daily report', name_zh: 'PSI 日报', description: 'The PSI of the planned parts, mailed every working morning.', enabled: true, subject_template: '[PSI] Daily report {date}', groups: ['Planning daily'] },
  { code: 'BACKLOG_V2V', name_en: 'V2V backlog sync notice', name_zh: 'V2V 未交订单同步通知', description: 'Backlog lines the mailbox sync could not read.', enabled: true, subject_template: '[Backlog] {count} V2V lines not synced', groups: ['Planning daily'] },
  { code: 'ASN_EXCEPTION', name_en: 'ASN exception notice', name_zh: 'ASN 异常通知', description: 'An ASN refused by review or overdue for receipt.', enabled: true, subject_template: '[ASN] Exception on {asn_no}', groups: ['ASN exceptions'] },
  { code: 'PRICE_AUDIT', name_en: 'Price audit request', name_zh: '价格审核请求', description: 'A price change waiting for audit.', enabled: true, subject_template: '[Price audit] {count} changes waiting', groups: ['Price audit'] },
  { code: 'REPORT_ANALYSIS_WEEKLY', name_en: 'Report analysis weekly digest', name_zh: '报表分析周报', description: 'The shown reports of the week as a digest.', enabled: false, subject_template: 'Weekly report digest, week {week}', groups: [] },
];

export async function seedMail(db: Kysely<DB>): Promise<void> {
  const users = new Map((await db.selectFrom('users').select(['id', 'name']).execute()).map((u) => [u.name, Number(u.id)]));
  const external = new Map<string, number>();
  for (const x of EXTERNAL) {
    const { id } = await db.insertInto('external_mail').values({ ...x, created_by: 'seed' }).returning('id').executeTakeFirstOrThrow();
    external.set(x.email, Number(id));
  }
  const groups = new Map<string, number>();
  for (const g of GROUPS) {
    const { id } = await db.insertInto('mail_group').values({ name: g.name, description: g.description, created_by: 'seed', updated_by: 'seed' }).returning('id').executeTakeFirstOrThrow();
    const group_id = Number(id);
    groups.set(g.name, group_id);
    const userIds = g.users.map((n) => users.get(n)).filter((u): u is number => u !== undefined);
    if (userIds.length) await db.insertInto('mail_group_user').values(userIds.map((user_id) => ({ group_id, user_id }))).execute();
    if (g.external.length) await db.insertInto('mail_group_external').values(g.external.map((e) => ({ group_id, external_id: external.get(e)! }))).execute();
  }
  for (const { groups: names, ...api } of APIS) {
    const { id } = await db.insertInto('mail_api').values({ ...api, updated_by: 'seed' }).returning('id').executeTakeFirstOrThrow();
    if (names.length) await db.insertInto('mail_api_group').values(names.map((n) => ({ api_id: Number(id), group_id: groups.get(n)! }))).execute();
  }
}

// Writes src/i18n/permissions.ts: a label in en-US and zh-CN for every permission the spec's routes
// name (the same set the server's catalogue holds). Run once, and again when routes.json changes:
//   node scripts/permissionLabels.mjs [path/to/routes.json]   (default: the project's copy, docs/spec/routes.json)
// A label is the permission's words (WORDS below, one entry per name part); where those words share
// nothing with the screen the permission opens, the screen's label follows ("· Customers"), since
// `asn-ar-asset-review` alone does not say where it applies. A part or screen without words stops the script.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const source = resolve(process.argv[2] ?? resolve(here, '../docs/spec/routes.json'));
const target = resolve(here, '../src/i18n/permissions.ts');

/** Name parts: [en, zh]. Acronyms stay as the trade writes them. */
const WORDS = {
  manage: ['manage', '管理'], view: ['view', '查看'], create: ['create', '创建'], edit: ['edit', '编辑'], import: ['import', '导入'],
  send: ['send', '发送'], review: ['review', '审核'], audit: ['audit', '审核'], list: ['list', '列表'], all: ['all', '全部'],
  query: ['query', '查询'], modify: ['modify', '修改'], compile: ['compile', '编制'], final: ['final', '终版'], target: ['target', '目标'],
  switch: ['switch', '切换'], ignore: ['ignore', '忽略'], inquiry: ['inquiry', '查询'], lock: ['lock', '锁定'], my: ['my', '我的'],
  admin: ['administer', '管理'], user: ['users', '用户'], event: ['event log', '事件日志'], notification: ['notifications', '通知'],
  api: ['API', 'API'], doc: ['documentation', '文档'], asn: ['ASN', 'ASN'], ar: ['AR', '应收'], asset: ['asset', '资产'],
  finance: ['finance', '财务'], sales: ['sales', '销售'], price: ['price', '价格'], draft: ['draft', '草稿'], '01': ['level 1', '一级'],
  '02': ['level 2', '二级'], backlog: ['backlog', '未交订单'], swap: ['swap', '调换'], cf: ['CF', 'CF'], forecast: ['forecast', '预测'],
  items: ['item', '明细'], history: ['history', '历史'], logistics: ['logistics', '物流'], logistic: ['logistics', '物流'],
  810: ['810', '810'], 846: ['846', '846'], 850: ['850', '850'], 855: ['855', '855'], 856: ['856', '856'], 861: ['861', '861'], 862: ['862', '862'],
  order: ['orders', '订单'], mapping: ['mapping', '映射'], account: ['account', '账户'], setting: ['settings', '设置'], avm: ['AVM', 'AVM'],
  reconciliation: ['reconciliation', '对账'], purchase: ['purchase', '采购'], rebate: ['rebate', '返利'], sell: ['sell', '销售'],
  summary: ['summary', '汇总'], bangtai: ['Bangtai', '邦泰'], inventory: ['inventory', '库存'], bg: ['BG', 'BG'], bu: ['BU', 'BU'],
  v2v: ['V2V', 'V2V'], recordbacklog: ['backlog records', '未交订单记录'], cfpart: ['CF part', 'CF 料号'], chipset: ['chipsets', '芯片组'],
  city: ['city', '城市'], station: ['station', '站点'], crm: ['CRM', 'CRM'], deliver: ['delivery', '交货'], term: ['terms', '条件'],
  direct: ['direct files', '直发文件'], manager: ['manager', '管理者'], viewer: ['viewer', '查看者'], dit: ['DIT', 'DIT'], employee: ['employee', '员工'],
  rank: ['ranks', '职级'], end: ['end', '终端'], customer: ['customers', '客户'], entity: ['entities', '法人实体'], ftb: ['FTB', 'FTB'],
  bill: ['bill', '开票'], date: ['date', '日期'], function: ['function', '功能'], block: ['blocks', '块'], gainshare: ['gain share', '收益分成'],
  gb: ['GB', 'GB'], tmp: ['draft', '暂存'], psi: ['PSI', 'PSI'], record: ['record', '记录'], gr: ['GR', 'GR'], brand: ['brands', '品牌'],
  leadtime: ['lead time', '交期'], limitation: ['limitations', '限制'], mail: ['mail', '邮件'], group: ['groups', '组'],
  manufacturer: ['manufacturers', '原厂'], material: ['material', '物料'], materialsub: ['material substitutes', '替代物料'],
  maxout: ['maxout', '最大出货'], monitor: ['monitor', '监控'], monitoring: ['monitoring', '监控'], po: ['PO', 'PO'], opo: ['OPO', 'OPO'],
  or: ['OR', 'OR'], organization: ['organization', '组织'], part: ['parts', '料号'], payment: ['payment', '付款'], pcn: ['PCN', 'PCN'],
  pdc: ['PDC', 'PDC'], pre: ['pre-', '预'], prepaid: ['prepayments', '预付款'], product: ['product', '产品'], line: ['lines', '线'],
  database: ['database', '数据库'], table: ['table', '表'], quote: ['quotes', '报价'], srp: ['SRP', 'SRP'], qbr: ['QBR', 'QBR'],
  quality: ['quality', '质量'], assurance: ['assurance', '保证'], recordprice: ['price records', '价格记录'], report: ['report', '报表'],
  analysis: ['analysis', '分析'], rfq: ['RFQ', '询价'], rma: ['RMA', 'RMA'], route: ['route', '路线'], charge: ['charges', '费用'],
  sa: ['SA', 'SA'], sap: ['SAP', 'SAP'], schedule: ['schedules', '定时任务'], sloc: ['SLOC', '库位'], so: ['SO', 'SO'], spot: ['spot', '现货'],
  stock: ['stock', '存货'], vendor: ['vendor', '供应商'], ratio: ['ratio', '比例'], type: ['types', '类型'], vsr: ['VSR', 'VSR'],
  co: ['CO', 'CO'], auto: ['automatic', '自动'], settlement: ['settlement', '结算'], fcst: ['forecast', '预测'], jusda: ['JUSDA', 'JUSDA'],
};

/** A part's words when it opens the name (a verb there). */
const FIRST = { list: ['list', '列出'] };
const VERBS_LAST = new Set(['create', 'manage']);
/** Names the parts cannot word well. */
const OVERRIDES = {
  'user-event': ['User event log', '用户事件日志'],
  // The FTB screens call the FTB maxout price 保本价 (break-even price), not the orders' 最大出货.
  'view-ftb-maxout': ['View FTB maxout prices', '查看 FTB 保本价'],
};

/** Screens a permission's words may not name, by spec path: [en, zh]. */
const SCREENS = {
  '/basic/customer/customers': ['Customers', '客户'],
  '/basic/customer/billToManagement': ['Bill-to parties', '收票方'],
  '/basic/hr/setupRatio': ['Vendor ratios', '供应商比例'],
  '/management/price/priceManagement': ['Price management', '价格管理'],
  '/management/inventories/inventories': ['Inventory', '库存'],
  '/management/vmi/inventoryDeduct': ['VMI inventory deduction', 'VMI 库存扣减'],
  '/management/routeQuote/routeAmountQuery': ['Route amount query', '路线金额查询'],
  '/events/MySwap': ['My swaps', '我的调换'],
  '/events/SwapRequests': ['Swap requests', '调换申请'],
  '/events/SAVerify': ['SA verification', 'SA 审核'],
  '/events/ASNAbnormalPrice': ['ASN abnormal prices', 'ASN 异常价格'],
  '/distribute/NonCF/backlog': ['Non-CF backlog', 'Non-CF 未交订单'],
  '/distribute/NonCF/all/psi/{from}/{to}': ['Non-CF PSI', 'Non-CF PSI'],
  '/distribute/NonTI/backlog': ['Non-TI backlog', 'Non-TI 未交订单'],
  '/distribute/NonTI/fcst': ['Non-TI forecast', 'Non-TI 预测'],
  '/distribute/CF/all/psi/{fNo}/{bNo}': ['CF PSI', 'CF PSI'],
  '/distribute/CF/saManagement': ['SA management', 'SA 管理'],
  '/analysis/CF/recordBUFCST': ['CF BU forecast records', 'CF BU 预测记录'],
  '/analysis/NonCF/recordBUFCST': ['Non-CF BU forecast records', 'Non-CF BU 预测记录'],
  '/analysis/inventoryHistory': ['Inventory history', '库存历史'],
  '/shipment/order/orderManagement': ['Order management', '订单管理'],
  '/shipment/ship/ecpo': ['ECPO', 'ECPO'],
  '/shipment/ship/asnReturns': ['ASN returns', 'ASN 退回'],
  '/shipment/ship/ftbManagement': ['FTB management', 'FTB 管理'],
  '/shipment/ship/qualityCertificate': ['Quality certificates', '质量证书'],
  '/shipment/directFile': ['Direct files', '直发文件'],
  '/shipment/order/TISpotComManagement': ['TI spot orders', 'TI 现货订单'],
  '/shipment/writeOff/preMaxoutManagement': ['Pre-maxout', '预最大出货'],
  '/shipment/order/maxOut': ['Maxout', '最大出货'],
  '/management/vmi/vmiGRProgress': ['VMI GR progress', 'VMI GR 进度'],
  '/management/inventories/bangtaiInventoryHistory': ['Bangtai inventory history', '邦泰库存历史'],
  '/management/inventories/inventoriesPriceReport': ['Inventory price report', '库存价格报表'],
  '/management/material/chipset': ['Chipsets', '芯片组'],
  '/management/routeQuote/expenseItemSetting': ['Expense items', '费用项目'],
  '/management/routeQuote/routePriceSetting': ['Route prices', '路线价格'],
  '/management/price/quote': ['Price quotes', '价格报价'],
  '/management/price/materialPrice': ['Material prices', '物料价格'],
  '/management/dit': ['DIT', 'DIT'],
  '/system/tool/ASNPrice': ['ASN prices (tools)', 'ASN 价格（工具）'],
  '/system/FunctionManagement': ['Function management', '功能管理'],
  '/system/LogManagement': ['Log management', '日志管理'],
  '/system/roles/userManagement': ['User management', '用户管理'],
  '/system/mailGroup/sendMail': ['Send mail', '发送邮件'],
  '/system/ReportAnalysis': ['Report analysis', '报表分析'],
  '/my/order/list/createFromOrder': ['Create from order', '从订单创建'],
  '/my/ORs/list': ['My ORs', '我的 OR'],
  '/my/myRFQs': ['My RFQs', '我的询价'],
  '/my/asn/orders': ['My ASN orders', '我的 ASN 订单'],
  '/my/NonCF/psi/{from}/{to}': ['My Non-CF PSI', '我的 Non-CF PSI'],
  '/my/myPartList': ['My parts', '我的料号'],
  '/myPo/list': ['My POs', '我的 PO'],
  '/mySo/list': ['My SOs', '我的 SO'],
  '/reportManagement/logistics': ['Logistics report', '物流报表'],
  '/reportManagement/financialReport/summary': ['Financial summary', '财务汇总'],
  '/reportManagement/financialReport/sapAutoSettlement': ['SAP automatic settlement', 'SAP 自动结算'],
  '/am/reconciliation/purchase': ['Purchase reconciliation', '采购对账'],
  '/am/reconciliation/rebateSetting': ['Rebate settings', '返利设置'],
  '/am/reconciliation/sell': ['Sales reconciliation', '销售对账'],
  '/analysis/history/recordFcstTempSum': ['Forecast draft totals', '预测暂存汇总'],
  '/basic/company/VendorManagement': ['Vendors', '供应商'],
  '/basic/sloc/SLOC': ['Storage locations', '库位'],
  '/shipment/pdclist': ['PDC list', 'PDC 列表'],
  '/management/vmi/vmiGR': ['VMI GR', 'VMI GR'],
  '/system/notifyManagement': ['Notification management', '通知管理'],
};

/** Words that say nothing about the screen, left out when comparing a name with its screen. */
const GENERIC = new Set(['manage', 'manager', 'management', 'view', 'viewer', 'list', 'my', 'all', 'create', 'edit', 'detail']);

const parts = (name) =>
  name
    .replace(/^manager-/, 'manage-')
    .replace(/product_line/, 'product-line')
    .replace(/^(manage|view)-record(\d+R?)$/, '$1-record-$2')
    .split('-');

const stem = (w) => w.toLowerCase().replace(/s$/, '');
const screenWords = (path) =>
  new Set(
    path
      .split('/')
      .filter((s) => s && !s.startsWith('{'))
      .flatMap((s) => s.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [])
      .map(stem)
      .filter((w) => !GENERIC.has(w)),
  );

function wordsOf(name) {
  let ps = parts(name);
  // manage-x-manager: full rights on x; manage-x-viewer: reading x.
  if (ps.length > 2 && ps.at(-1) === 'manager') ps = ps.slice(0, -1);
  if (ps[0] === 'manage' && ps.at(-1) === 'viewer') ps = ['view', ...ps.slice(1, -1)];
  // rfq-create, co-manage: the verb goes first, as in every other name.
  if (VERBS_LAST.has(ps.at(-1))) ps = [ps.at(-1), ...ps.slice(0, -1)];
  return ps.map((p, i) => {
    if (i === 0 && FIRST[p]) return FIRST[p];
    const w = WORDS[p] ?? (/^\d+R?$/.test(p) ? [p, p] : undefined);
    if (!w) throw new Error(`no words for "${p}" (in ${name}): add it to WORDS`);
    return w;
  });
}

const isLatin = (ch) => /[A-Za-z0-9)]/.test(ch ?? '');
function joinZh(words) {
  return words.reduce((out, w) => (out && (isLatin(out.at(-1)) || isLatin(w[0])) ? `${out} ${w}` : out + w), '');
}
const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

function labelOf(name, route) {
  if (OVERRIDES[name]) return { en: OVERRIDES[name][0], zh: OVERRIDES[name][1] };
  const words = wordsOf(name);
  const en = capital(words.map((w) => w[0]).join(' ').replace('pre- ', 'pre-'));
  const zh = joinZh(words.map((w) => w[1]));
  if (!route || route.redacted) return { en, zh };
  const own = new Set([...parts(name), ...words.flatMap((w) => w[0].split(/[\s-]+/))].flatMap((p) => [stem(p), ...(p.match(/[a-z]+/gi) ?? []).map(stem)]));
  const path = route.path.toLowerCase();
  const shared = [...screenWords(route.path)].some((w) => own.has(w)) || parts(name).some((p) => p.length >= 3 && !GENERIC.has(p) && path.includes(p));
  if (shared) return { en, zh };
  const screen = SCREENS[route.path];
  if (!screen) throw new Error(`no screen label for ${route.path} (opened by ${name}): add it to SCREENS`);
  return { en: `${en} · ${screen[0]}`, zh: `${zh} · ${screen[1]}` };
}

const routes = JSON.parse(readFileSync(source, 'utf8')).routes;
/** The first route naming each permission, as the server's catalogue groups them. */
const firstRoute = new Map();
for (const route of routes) {
  for (const name of [...(route.permissions ?? []), ...(route.menuPermissions ?? []), ...(route.suggestedPermissions ?? [])]) {
    if (!firstRoute.has(name)) firstRoute.set(name, route);
  }
}
const lines = [...firstRoute.keys()].sort().map((name) => {
  const { en, zh } = labelOf(name, firstRoute.get(name));
  return `  ${JSON.stringify(name)}: { en: ${JSON.stringify(en)}, zh: ${JSON.stringify(zh)} },`;
});
const text = [
  '// Generated by `node scripts/permissionLabels.mjs` from docs/spec/routes.json; edit the script, not this file.',
  "import type { Label } from '../schema/types';",
  '',
  '/** Every permission the spec names, in both languages. */',
  'export const PERMISSION_LABELS: Record<string, Label> = {',
  ...lines,
  '};',
  '',
].join('\n');
writeFileSync(target, text);
console.log(`wrote ${firstRoute.size} permission labels to ${target}`);

// The product's release notes, kept with its code: each build answers the notes of its own version and
// the older ones (GET /api/v2/git-lab/tags). A new release adds its entry on top.
import type { Label } from '../../../../src/schema';

export interface ReleaseNote {
  version: string;
  released_at: string;
  notes: Label[];
}

const l = (en: string, zh: string): Label => ({ en, zh });

export const RELEASE_NOTES: ReleaseNote[] = [
  {
    version: '0.1.0',
    released_at: '2026-11-27',
    notes: [
      l('Report analysis: purchase, customer order and shipment figures as trend lines and bars by BG, exportable as Excel or CSV; administrators choose which reports exist and who sees them.', '报表分析：采购、客户订单与出货数据以趋势线和事业群柱状图展示，可导出 Excel 或 CSV；管理员设置报表及其可见用户。'),
      l('Management: PCN, limitation, gain share, DIT and AVM reconciliation; schedules with a runner that fires each due job once.', '管理：PCN、限量、收益分成、DIT 与 AVM 对账；定时任务由执行器保证每次到期只运行一次。'),
      l('Version notes on this page, from the running build.', '本页显示运行中版本的版本说明。'),
    ],
  },
  {
    version: '0.0.9',
    released_at: '2026-11-20',
    notes: [
      l('Planning: forecasts and backlogs, the PSI grid with what-if mode and explained balances, swaps between BGs.', '计划：预测与 Backlog、支持模拟模式与余额说明的 PSI 表格、事业群之间的调换。'),
      l('ASN reviews: maxout and abnormal price queues, AR reviews by sales, finance, asset and prepaid.', 'ASN 审核：Maxout 与异常价格队列，销售、财务、资产与预付款的 AR 审核。'),
    ],
  },
  {
    version: '0.0.8',
    released_at: '2026-11-06',
    notes: [
      l('Prices: price tables, SRP and quote prices, price drafts with two audit levels, RFQs by stage.', '价格：价格表、SRP 与报价、两级审核的价格草稿、按阶段的 RFQ。'),
      l('Orders: customer and sales orders, purchase orders and ORs, EDI 850/855, spot market orders.', '订单：客户订单与销售订单、采购订单与 OR、EDI 850/855、现货订单。'),
    ],
  },
  {
    version: '0.0.7',
    released_at: '2026-10-23',
    notes: [
      l('Inventory and logistics: stock with bags, VMI, PDC in transit, the 3PL warehouse, RMA and route quotes.', '库存与物流：按袋管理的库存、VMI、在途 PDC、三方仓、RMA 与线路报价。'),
      l('Master data: customers, companies, HR, storage locations and materials, imported and exported as Excel.', '主数据：客户、公司、人事、库位与物料，支持 Excel 导入导出。'),
    ],
  },
];

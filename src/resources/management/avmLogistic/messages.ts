import { defineWords } from '../../../i18n/defineWords';

export const avmLogisticMessages = defineWords({
  'en-US': {
    screens: {
      avm_logistic: {
        allocation: 'Allocation to business groups',
        calculate: 'Allocate the bill',
        export: 'Export',
        download_all: 'Download all',
        help: "The month's freight bill is shared by the business groups in proportion to what they shipped (shipped or closed sales orders of the currency); shares are cut to the cent and the cents left go to the largest remainders, so they add up to the bill.",
        col_bg: 'Business group',
        col_so_count: 'Sales orders',
        col_shipped_amount: 'Shipped amount',
        col_share_pct: 'Share %',
        col_allocated: 'Allocated freight',
        no_bg: 'No business group',
        empty: 'Not allocated yet',
        calculated: 'Freight allocated',
      },
    },
  },
  'zh-CN': {
    screens: {
      avm_logistic: {
        allocation: '事业群分摊',
        calculate: '分摊运费',
        export: '导出',
        download_all: '全部下载',
        help: '当月运费账单按各事业群的出货金额（该币种已发货或已结的销售订单）比例分摊；金额截至分，剩余的分按余数从大到小分配，合计恰好等于账单。',
        col_bg: '事业群',
        col_so_count: '销售订单数',
        col_shipped_amount: '出货金额',
        col_share_pct: '占比 %',
        col_allocated: '分摊运费',
        no_bg: '无事业群',
        empty: '尚未分摊',
        calculated: '运费已分摊',
      },
    },
  },
});

import { defineWords } from '../../../i18n/defineWords';

export const vmiMessages = defineWords({
  'en-US': {
    screens: {
      vmi_progress: {
        title: 'VMI GR progress',
        search: 'Invoice or supplier',
        status: 'Status',
        all: 'All',
        export: 'Export',
        empty: 'No goods receipts match',
        back: 'Back to progress',
        invoice: 'Invoice %{invoice}',
        statuses: { open: 'Open', partial: 'Partly received', received: 'Received' },
        col: {
          invoice_no: 'Invoice no.', supplier: 'Supplier', lines: 'Lines received', ordered_qty: 'Invoice qty', received_qty: 'Received qty',
          progress: 'Progress', status: 'Status', last_gr_date: 'Last GR date', gr_no: 'GR no.', mpn: 'MPN', sloc_code: 'VMI hub', gr_date: 'GR date',
        },
      },
    },
  },
  'zh-CN': {
    screens: {
      vmi_progress: {
        title: 'VMI 收货进度',
        search: '发票号或供应商',
        status: '状态',
        all: '全部',
        export: '导出',
        empty: '没有符合条件的收货记录',
        back: '返回收货进度',
        invoice: '发票 %{invoice}',
        statuses: { open: '未收货', partial: '部分收货', received: '已收齐' },
        col: {
          invoice_no: '发票号', supplier: '供应商', lines: '已收齐行数', ordered_qty: '发票数量', received_qty: '已收数量',
          progress: '进度', status: '状态', last_gr_date: '最近收货日期', gr_no: '收货单号', mpn: '原厂料号', sloc_code: 'VMI 仓', gr_date: '收货日期',
        },
      },
    },
  },
});

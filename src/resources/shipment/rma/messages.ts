import { defineWords } from '../../../i18n/defineWords';

export const rmaMessages = defineWords({
  'en-US': {
    screens: {
      rma: {
        no_items: 'No returned parts yet',
        no_shipments: 'Nothing shipped back yet',
        upload_notify: 'Upload notify letter',
        upload_callback: 'Upload vendor callback',
        download_notify: 'Notify letter',
        download_callback: 'Vendor callback',
        uploaded: 'File uploaded',
      },
      rma_ship: {
        title: 'RMA shipping',
        intro: 'Released RMA tasks: goods going back to the vendor. Open one to see its shipping rows.',
        col_rma_no: 'RMA no.',
        col_customer: 'Customer',
        col_vendor: 'Vendor',
        col_callback_date: 'Callback date',
        col_released_at: 'Released on',
        empty: 'No released RMA task',
        detail_title: 'RMA shipping %{no}',
        summary: 'Customer %{customer} · vendor %{vendor} · status %{status}',
      },
    },
  },
  'zh-CN': {
    screens: {
      rma: {
        no_items: '尚无退货料号',
        no_shipments: '尚未出货',
        upload_notify: '上传通知函',
        upload_callback: '上传原厂回复',
        download_notify: '通知函',
        download_callback: '原厂回复',
        uploaded: '文件已上传',
      },
      rma_ship: {
        title: 'RMA 出货',
        intro: '已放行的 RMA 任务：退回原厂的货物。点击查看出货明细。',
        col_rma_no: 'RMA 编号',
        col_customer: '客户',
        col_vendor: '原厂',
        col_callback_date: '回复日期',
        col_released_at: '放行日期',
        empty: '没有已放行的 RMA 任务',
        detail_title: 'RMA 出货 %{no}',
        summary: '客户 %{customer} · 原厂 %{vendor} · 状态 %{status}',
      },
    },
  },
});

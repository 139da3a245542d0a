import { defineWords } from '../../../i18n/defineWords';

export const customerOrderMessages = defineWords({
  'en-US': {
    screens: {
      customer_order: {
        title: 'Order %{no}',
        edit: 'Edit order',
        customerPo: 'PO %{po}',
        orderStatuses: { open: 'Open', closed: 'Closed', cancelled: 'Cancelled' },
        badType: 'Open the order as one of: %{types}',
        tabs: { items: 'Items', files: 'Files', bindings: 'Bindings', shifts: 'Shifts' },
        col: {
          line_no: 'Line', mpn: 'MPN', cpn: 'CPN', qty: 'Quantity', unit_price: 'Unit price', request_date: 'Request date', locked: 'Locked', actions: 'Actions',
          so_no: 'SO no.', so_date: 'SO date', status: 'Status', created_by: 'By', created_at: 'At', review_memo: 'Review memo', name: 'File', size: 'Size (bytes)',
        },
        lock: 'Lock', unlock: 'Unlock', lockLine: 'Lock line %{line}', unlockLine: 'Unlock line %{line}',
        shift: 'Shift', shiftLine: 'Shift line %{line}', shiftTitle: 'Shift %{mpn} to a sales order', so: 'Sales order', qty: 'Quantity', available: '%{qty} on the item',
        soSearch: 'Type to search by number, date, currency or status', noSo: 'No open sales order of this customer matches',
        soStatuses: { open: 'Open', shipped: 'Shipped', closed: 'Closed' },
        currencyWarning: 'This order is in %{from}, sales order %{so} is in %{to}: the line keeps its unit price as it is.',
        currencyConfirm: 'Shift the %{from} line into the %{to} sales order anyway',
        forecast: 'Forecast code', forecastNow: 'Forecast: %{code}', bindForecast: 'Bind forecast',
        candidates: 'Sales orders of the customer', requests: 'Binding requests', requestBinding: 'Request binding', requestBindingOf: 'Request binding of %{so}',
        bound: 'Bound', pending: 'Waiting for review', statuses: { pending: 'Pending review', approved: 'Approved', refused: 'Refused' },
        upload: 'Upload a file', download: 'Download',
        done: { lock: 'Item saved', shift: 'Quantity shifted', forecast: 'Forecast bound', binding: 'Binding sent for review', upload: 'File uploaded', deleteFile: 'File deleted' },
        history: {
          title: 'Import history orders',
          help: 'One row per item: Order no., Customer (code), Customer PO, Order date, Currency, MPN, CPN, Quantity, Unit price, Request date. Rows sharing an order no. make one order.',
          choose: 'Choose a file (xlsx, xls, csv)', summary: '%{rows} rows, %{orders} orders', preview: 'Orders to import', import: 'Import',
          imported: '%{count} orders imported', col: { order_no: 'Order no.', order_date: 'Order date', items: 'Items' },
        },
      },
    },
  },
  'zh-CN': {
    screens: {
      customer_order: {
        title: '订单 %{no}',
        edit: '编辑订单',
        customerPo: 'PO %{po}',
        orderStatuses: { open: '未结', closed: '已结', cancelled: '已取消' },
        badType: '请以以下方式之一打开订单：%{types}',
        tabs: { items: '明细', files: '文件', bindings: '绑定', shifts: '转移记录' },
        col: {
          line_no: '行号', mpn: '原厂料号', cpn: '客户料号', qty: '数量', unit_price: '单价', request_date: '需求日期', locked: '已锁定', actions: '操作',
          so_no: '销售订单号', so_date: '销售订单日期', status: '状态', created_by: '操作人', created_at: '时间', review_memo: '审核意见', name: '文件', size: '大小（字节）',
        },
        lock: '锁定', unlock: '解锁', lockLine: '锁定第 %{line} 行', unlockLine: '解锁第 %{line} 行',
        shift: '转移', shiftLine: '转移第 %{line} 行', shiftTitle: '将 %{mpn} 转移到销售订单', so: '销售订单', qty: '数量', available: '该明细有 %{qty}',
        soSearch: '输入单号、日期、币种或状态搜索', noSo: '该客户没有符合的未结销售订单',
        soStatuses: { open: '未结', shipped: '已发货', closed: '已结' },
        currencyWarning: '本订单币种为 %{from}，销售订单 %{so} 币种为 %{to}：该行单价将原样保留。',
        currencyConfirm: '仍将 %{from} 明细转移到 %{to} 销售订单',
        forecast: '预测编码', forecastNow: '预测：%{code}', bindForecast: '绑定预测',
        candidates: '该客户的销售订单', requests: '绑定申请', requestBinding: '申请绑定', requestBindingOf: '申请绑定 %{so}',
        bound: '已绑定', pending: '待审核', statuses: { pending: '待审核', approved: '已通过', refused: '已拒绝' },
        upload: '上传文件', download: '下载',
        done: { lock: '明细已保存', shift: '数量已转移', forecast: '预测已绑定', binding: '绑定申请已提交审核', upload: '文件已上传', deleteFile: '文件已删除' },
        history: {
          title: '导入历史订单',
          help: '每行一个明细：订单号、客户（代码）、客户 PO、下单日期、币种、原厂料号、客户料号、数量、单价、需求日期。订单号相同的行组成一张订单。',
          choose: '选择文件（xlsx、xls、csv）', summary: '%{rows} 行，%{orders} 张订单', preview: '待导入的订单', import: '导入',
          imported: '已导入 %{count} 张订单', col: { order_no: '订单号', order_date: '下单日期', items: '明细数' },
        },
      },
    },
  },
});

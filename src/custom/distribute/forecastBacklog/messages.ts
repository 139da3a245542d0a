import { defineWords } from '../../../i18n/defineWords';

export const forecastBacklogMessages = defineWords({
  'en-US': {
    screens: {
      forecast_backlog: {
        search: 'Search',
        all: 'All',
        empty: 'Nothing to show.',
        col: {
          no: 'Number', backlog_date: 'Backlog date', delay: 'Delay (days)', assign: 'Assignment', lines: 'Lines', assigned: 'Assigned',
          unassigned: 'Unassigned', files: 'Source files', psi: 'PSI by BG', created_by: 'Uploaded by', line: 'Line', order_no: 'Order no.',
          customer: 'Customer', bg: 'BG', cpn: 'CPN', mpn: 'MPN', qty: 'Quantity', request_date: 'Request date', esd: 'ESD', reason: 'Why not assigned',
          family: 'Family', forecast_date: 'Forecast date', version: 'Version', source: 'Source', items: 'Items', total_qty: 'Total quantity',
        },
        backlogs: {
          noncf: 'Non-CF backlogs', cf: 'CF backlogs', nonti: 'Non-TI backlogs',
          help: 'Each upload assigns the open customer-order demand to forecast items; a BG chip opens the PSI of that forecast and backlog.',
        },
        assign_shipment: { 1: 'Assigned to forecasts', 0: 'Recorded only' },
        unassigned: { title: 'Backlog %{no}: unassigned lines', back: 'Back to the backlogs' },
        reason: {
          no_material: 'The MPN is no known material', no_forecast: 'Its BG has no forecast in this family',
          no_item: 'The forecast has no item of this material', not_assigned: 'Uploaded without assignment', deleted: 'Its forecast item was deleted',
        },
        forecasts: { title: 'Forecasts' },
        family: { noncf: 'Non-CF', cf: 'CF', nonti: 'Non-TI (GB)' },
        source: { import: 'Spreadsheet', edi830: 'EDI 830', manual: 'Added by hand', auto: 'Auto-added' },
      },
    },
  },
  'zh-CN': {
    screens: {
      forecast_backlog: {
        search: '搜索',
        all: '全部',
        empty: '没有数据。',
        col: {
          no: '编号', backlog_date: 'Backlog 日期', delay: '延迟（天）', assign: '分配', lines: '行数', assigned: '已分配',
          unassigned: '未分配', files: '源文件', psi: '按事业群查看 PSI', created_by: '上传人', line: '行号', order_no: '订单号',
          customer: '客户', bg: '事业群', cpn: '客户料号', mpn: 'MPN', qty: '数量', request_date: '需求日期', esd: '预计出货日', reason: '未分配原因',
          family: '系列', forecast_date: '预测日期', version: '版本', source: '来源', items: '明细数', total_qty: '总数量',
        },
        backlogs: {
          noncf: '非 CF Backlog', cf: 'CF Backlog', nonti: '非 TI Backlog',
          help: '每次上传把未结的客户订单需求分配到预测明细；点事业群标签打开该预测与 Backlog 的 PSI。',
        },
        assign_shipment: { 1: '已分配到预测', 0: '仅记录' },
        unassigned: { title: 'Backlog %{no}：未分配的行', back: '返回 Backlog 列表' },
        reason: {
          no_material: 'MPN 不是已知物料', no_forecast: '其事业群在本系列没有预测',
          no_item: '预测中没有此物料的明细', not_assigned: '上传时未要求分配', deleted: '其预测明细已删除',
        },
        forecasts: { title: '预测' },
        family: { noncf: '非 CF', cf: 'CF', nonti: '非 TI（GB）' },
        source: { import: '表格导入', edi830: 'EDI 830', manual: '手工新增', auto: '自动新增' },
      },
    },
  },
});

import { defineResource } from '../../../../schema';
import { date, decimal, enumOf, integer, label, text } from '../../../../schema/fields';
import { V2V_BASE } from './wire';

export const V2V_SOURCES = [
  { value: 'upload', label: label('Uploaded', '上传') },
  { value: 'mail', label: label('Mail', '邮件') },
];

/**
 * CF backlog V2V: a CF customer's vendor-to-vendor backlog report, the open purchase lines of its
 * hub programme: each with the customer's demand date, the supplier's ETA and the ETA at the
 * warehouse (WB). Imported from the report's spreadsheet (POST …/import) or taken from the report
 * mails in the inbox (GET …/import/sync-mail); read by ETA, ETA WB and demand week.
 */
export const backlogV2V = defineResource({
  name: 'cf_backlog_v2v',
  api: { base: V2V_BASE },
  route: '/analysis/CF/recordBacklogsV2V',
  access: { permissions: ['view-cf-backlog-v2v', 'manage-cf-backlog-v2v'] },
  menu: { group: 'analysis', section: 'CF', order: 30 },
  label: label('CF backlog V2V', 'CF 未交订单 V2V'),
  recordLabel: label('V2V backlog report', 'V2V 未交订单报告'),
  fields: {
    report_no: text(label('Report no.', '报告编号'), { required: true, unique: true, maxBytes: 40, readOnly: true }),
    backlog_date: date(label('Backlog date', '未交订单日期'), { required: true, readOnly: true }),
    source: enumOf(label('Source', '来源'), V2V_SOURCES, { required: true, defaultValue: 'upload', readOnly: true }),
    file_name: text(label('File', '文件'), { maxBytes: 200, readOnly: true }),
    sender: text(label('Mail from', '发件人'), { maxBytes: 120, readOnly: true, listHidden: true }),
    line_count: integer(label('Lines', '行数'), { readOnly: true, defaultValue: 0 }),
    total_qty: decimal(label('Open quantity', '未交数量'), { scale: 0, readOnly: true, defaultValue: 0 }),
  },
  titleField: 'report_no',
  list: {
    columns: ['report_no', 'backlog_date', 'source', 'file_name', 'line_count', 'total_qty', 'created_by', 'created_at'],
    search: ['report_no', 'file_name'],
    sort: { field: 'backlog_date', order: 'DESC' },
  },
  naturalKey: ['report_no'],
  create: false,
  importExport: false,
  writtenByOwnCalls: { update: true, lines: true, message: label('A V2V report is changed only by importing it again', 'V2V 报告只能通过重新导入修改') },
  actions: { list: ['v2vImport', 'v2vSyncMail'], row: ['v2vViews'], show: ['v2vViews'] },
  lines: {
    items: {
      label: label('Backlog lines', '未交订单明细'),
      table: 'cf_backlog_v2v_line',
      parentField: 'cf_backlog_v2v_id',
      fields: {
        line_no: integer(label('Line', '行号'), { readOnly: true }),
        cpn: text(label('CPN', '客户料号'), { required: true, maxBytes: 60 }),
        mpn: text(label('MPN', '原厂料号'), { required: true, maxBytes: 60 }),
        plant: text(label('Plant', '工厂'), { maxBytes: 30 }),
        po_no: text(label('PO no.', 'PO 号'), { maxBytes: 30 }),
        qty: decimal(label('Open quantity', '未交数量'), { required: true, scale: 0, min: 0 }),
        demand_date: date(label('Demand date', '需求日期')),
        eta: date(label('ETA', '预计到货')),
        eta_wb: date(label('ETA WB (warehouse)', '预计入仓')),
      },
      columns: ['cpn', 'mpn', 'plant', 'po_no', 'qty', 'demand_date', 'eta', 'eta_wb'],
      titleField: 'cpn',
      orderField: 'line_no',
      grid: false,
    },
  },
});

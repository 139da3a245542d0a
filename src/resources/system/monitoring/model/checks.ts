// The checks a monitoring function may run: each a real SQL query the server runs over the
// product's own tables (server/modules/system/monitoring/checks.ts). Shared so the form offers
// exactly the checks the server knows, and the log's detail page words each check's columns.
import { label } from '../../../../schema/fields';
import type { Label } from '../../../../schema';

export const MONITORING_CHECKS = [
  { value: 'asn_shipped_without_856', label: label('ASNs shipped without an 856 (ship notice) sent', '已发货但未发送 856 的 ASN') },
  { value: 'edi_outbox_stuck', label: label('EDI interchanges waiting in the outbox over 1 hour', 'EDI 发件箱中滞留超过 1 小时的报文') },
  { value: 'negative_stock', label: label('Stock groups with negative on-hand quantity', '在库数量为负的库存组') },
  { value: 'schedule_failed', label: label('Enabled schedules whose last run failed', '上次运行失败的启用定时任务') },
  { value: 'price_draft_waiting', label: label('Price drafts waiting for audit over 3 days', '待审核超过 3 天的价格草稿') },
] as const;

export type MonitoringCheck = (typeof MONITORING_CHECKS)[number]['value'];

/** The columns each check's found rows carry, in order, with their words (the detail page's table header). */
export const CHECK_COLUMNS: Record<MonitoringCheck, Record<string, Label>> = {
  asn_shipped_without_856: {
    invoice_no: label('Invoice no.', '发票号'),
    ship_customer: label('Ship customer', '收货客户'),
    ship_date: label('Ship date', '发货日期'),
    total_qty: label('Total quantity', '总数量'),
    total_amount: label('Amount', '金额'),
    currency: label('Currency', '币种'),
  },
  edi_outbox_stuck: {
    control_no: label('Control no.', '控制号'),
    doc_type: label('Document', '单据类型'),
    receiver_id: label('Receiver', '接收方'),
    created_at: label('Queued at', '入队时间'),
    hours_waiting: label('Hours waiting', '等待小时数'),
  },
  negative_stock: {
    group_name: label('Stock group', '库存组'),
    mpn: label('MPN', '原厂料号'),
    sloc: label('SLOC', '库位'),
    on_hand_qty: label('On hand', '在库数量'),
    on_way_qty: label('On the way', '在途数量'),
  },
  schedule_failed: {
    name: label('Schedule', '定时任务'),
    job: label('Job', '任务'),
    cron: label('Cron expression', '定时表达式'),
    last_run_at: label('Last run', '上次运行'),
    output: label('Output', '输出'),
  },
  price_draft_waiting: {
    title: label('Title', '标题'),
    status: label('Status', '状态'),
    created_by: label('Author', '制单人'),
    updated_at: label('Waiting since', '等待起始'),
    days_waiting: label('Days waiting', '等待天数'),
  },
};

/** How a run ended: nothing found (or no more than the threshold), found more than the threshold, or the check failed. */
export const LOG_RESULTS = [
  { value: 'ok', label: label('OK', '正常'), color: 'success' as const },
  { value: 'alert', label: label('Alert', '告警'), color: 'warning' as const },
  { value: 'error', label: label('Error', '错误'), color: 'error' as const },
];

/**
 * The monitoring schedule choices: how often a function is meant to run, each as the cron expression
 * a schedule would use (GET /api/v2/common/monitoring-schedule lists them with the functions on each).
 */
export const MONITORING_FREQUENCIES = [
  { value: 'hourly', label: label('Every hour', '每小时'), cron: '0 * * * *' },
  { value: 'every_4_hours', label: label('Every 4 hours', '每 4 小时'), cron: '0 */4 * * *' },
  { value: 'daily_0800', label: label('Every day at 08:00', '每天 08:00'), cron: '0 8 * * *' },
  { value: 'workdays_0900', label: label('Workdays at 09:00', '工作日 09:00'), cron: '0 9 * * 1-5' },
  { value: 'weekly_monday', label: label('Mondays at 07:30', '每周一 07:30'), cron: '30 7 * * 1' },
  { value: 'manual', label: label('Only when run by hand', '仅手动运行'), cron: '' },
] as const;

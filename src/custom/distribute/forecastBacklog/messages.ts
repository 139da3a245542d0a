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
          compare: 'Compare', bu_count: 'BUs', rows: 'Rows', parts: 'Parts', first_week: 'First week', last_week: 'Last week', bu: 'BU', bu_name: 'BU name',
          first: 'First', second: 'Second', change: 'Change',
          when: 'When', who: 'By', forecast: 'Forecast', plant: 'Plant', action: 'Change', changes: 'What changed', site: 'Site', week: 'Week', file: 'File', actions: 'Actions',
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
        detail: {
          title: 'Forecast %{no}', back: 'Back to the forecasts', items: 'Forecast items', summary: '%{family} · %{bg} · %{date} · version %{version} · %{items} items · %{total} pieces',
          validate: 'Validate', report: 'Download report', valid: 'No problem found.', problems: '%{count} problems:',
          problem: {
            unknown_mpn: 'Line %{line}: %{mpn} is no known material', mpq_differs: 'Line %{line}: %{mpn} MPQ differs from the material (%{detail})',
            not_whole_mpq: 'Line %{line}: %{mpn} not in whole MPQs on %{detail}', duplicate: 'Line %{line}: %{mpn} repeats line %{detail}',
          },
        },
        edit: { title: 'Line %{line} %{mpn}', column: 'Edit', delete: 'Delete the item', saved: 'Item saved', deleted: 'Item deleted' },
        item: { line: 'Line', site: 'Site', plant: 'Plant', sloc: 'SLOC', cpn: 'CPN', mpn: 'MPN', manufacturer: 'Manufacturer', mpq: 'MPQ', bu: 'BU', ec_code: 'EC code', biz_type: 'Biz type', supplier: 'Supplier' },
        import: {
          button: 'Import forecast', title: 'Import a %{family} forecast', choose: 'Choose the spreadsheet and import',
          rules: 'One row per item (Site, Hub, Plant, SLOC, CPN, MPN, MPQ, BU, EC code, EC name, Biz type, VSR) and one column per week headed by its Monday. The file becomes a new version of the BG\'s forecast; a problem on any row imports nothing.',
          done: 'Imported: a new forecast version with %{items} items.',
        },
        upload: {
          button: 'Upload backlog', title: 'Upload a backlog', choose: 'Choose the backlog spreadsheet', send: 'Upload and assign',
          rules: 'Columns: Order no., Customer, CPN, MPN, Quantity, Request date. Each line is assigned to the item of its material in its BG\'s latest forecast.',
          read: '%{file}: %{rows} rows read.', done: 'Backlog %{no} uploaded: %{assigned} lines assigned, %{unassigned} not assigned.',
          problems: 'Nothing was uploaded: fix these rows', refused: 'Nothing was uploaded',
        },
        history: {
          title: 'Forecast item history',
          actions: { add: 'Added', update: 'Changed', plant: 'Plant changed', cpn: 'CPN changed', supplier: 'Supplier changed', delete: 'Deleted' },
          fields: { plant: 'Plant', cpn: 'CPN', mpn: 'MPN', supplier: 'Supplier', mpq: 'MPQ', site_code: 'Site', hub_code: 'Hub', remark: 'Remark', biz_type: 'Biz type', ec_code: 'EC code', ec_name: 'EC name', vsr: 'VSR' },
        },
        gb: { 'forecast-tmp': 'GB forecast drafts', 'backlog-tmp': 'GB backlog drafts', export: 'Export', delete: 'Delete this row', deleted: 'Row deleted' },
        records: {
          backlogs: { noncf: 'Non-CF backlog records', cf: 'CF backlog records' },
          bu: { noncf: 'Non-CF BU forecast records', cf: 'CF BU forecast records' },
          with_previous: 'Compare with the previous', back: 'Back to the list', date_title: 'Backlog lines of %{date}', assigned: 'Assigned',
          compare_backlogs: 'Backlogs compared', compare_bu: 'BU forecasts compared', no_change: 'No quantity changed.', bu_detail: 'BU totals of forecast %{no}',
          no_bu: '(no BU)', tmp_title: 'Forecast draft summary', tmp_rows: 'Forecast draft rows', no_file: '(no file)',
        },
        mail: { button: 'Sync from mail', done: '%{synced} backlog mails synced, %{failed} with problems.' },
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
          no: '编号', backlog_date: '未交订单日期', delay: '延迟（天）', assign: '分配', lines: '行数', assigned: '已分配',
          unassigned: '未分配', files: '源文件', psi: '按事业群查看 PSI', created_by: '上传人', line: '行号', order_no: '订单号',
          customer: '客户', bg: '事业群', cpn: '客户料号', mpn: 'MPN', qty: '数量', request_date: '需求日期', esd: '预计出货日', reason: '未分配原因',
          family: '系列', forecast_date: '预测日期', version: '版本', source: '来源', items: '明细数', total_qty: '总数量',
          compare: '对比', bu_count: 'BU 数', rows: '行数', parts: '料号数', first_week: '首周', last_week: '末周', bu: '事业部', bu_name: '事业部名称',
          first: '前者', second: '后者', change: '变化',
          when: '时间', who: '操作人', forecast: '预测', plant: '工厂', action: '变更', changes: '变更内容', site: '站点', week: '周', file: '文件', actions: '操作',
        },
        backlogs: {
          noncf: '非 CF 未交订单', cf: 'CF 未交订单', nonti: '非 TI 未交订单',
          help: '每次上传把未结的客户订单需求分配到预测明细；点事业群标签打开该预测与未交订单的 PSI。',
        },
        assign_shipment: { 1: '已分配到预测', 0: '仅记录' },
        unassigned: { title: '未交订单 %{no}：未分配的行', back: '返回未交订单列表' },
        reason: {
          no_material: 'MPN 不是已知物料', no_forecast: '其事业群在本系列没有预测',
          no_item: '预测中没有此物料的明细', not_assigned: '上传时未要求分配', deleted: '其预测明细已删除',
        },
        detail: {
          title: '预测 %{no}', back: '返回预测列表', items: '预测明细', summary: '%{family} · %{bg} · %{date} · 第 %{version} 版 · %{items} 个明细 · %{total} 件',
          validate: '校验', report: '下载报表', valid: '未发现问题。', problems: '%{count} 个问题：',
          problem: {
            unknown_mpn: '第 %{line} 行：%{mpn} 不是已知物料', mpq_differs: '第 %{line} 行：%{mpn} 的最小包装量与物料不同（%{detail}）',
            not_whole_mpq: '第 %{line} 行：%{mpn} 在 %{detail} 不是整包', duplicate: '第 %{line} 行：%{mpn} 与第 %{detail} 行重复',
          },
        },
        edit: { title: '第 %{line} 行 %{mpn}', column: '编辑', delete: '删除明细', saved: '明细已保存', deleted: '明细已删除' },
        item: { line: '行号', site: '站点', plant: '工厂', sloc: '库位', cpn: '客户料号', mpn: 'MPN', manufacturer: '原厂', mpq: '最小包装量', bu: '事业部', ec_code: 'EC 代码', biz_type: '业务类型', supplier: '供应商' },
        import: {
          button: '导入预测', title: '导入%{family}预测', choose: '选择表格并导入',
          rules: '每行一个明细（站点、Hub、工厂、库位、客户料号、MPN、最小包装量、事业部、EC 代码、EC 名称、业务类型、VSR），每周一列，列头为该周的星期一。文件成为该事业群预测的新版本；任何一行有问题则不导入。',
          done: '已导入：新预测版本，共 %{items} 个明细。',
        },
        upload: {
          button: '上传未交订单', title: '上传未交订单', choose: '选择未交订单表格', send: '上传并分配',
          rules: '列：订单号、客户、客户料号、MPN、数量、需求日期。每行分配到其事业群最新预测中同一物料的明细。',
          read: '%{file}：读取 %{rows} 行。', done: '未交订单 %{no} 已上传：%{assigned} 行已分配，%{unassigned} 行未分配。',
          problems: '未上传：请修正以下行', refused: '未上传',
        },
        history: {
          title: '预测明细历史',
          actions: { add: '新增', update: '修改', plant: '修改工厂', cpn: '修改客户料号', supplier: '修改供应商', delete: '删除' },
          fields: { plant: '工厂', cpn: '客户料号', mpn: 'MPN', supplier: '供应商', mpq: '最小包装量', site_code: '站点', hub_code: 'Hub', remark: '备注', biz_type: '业务类型', ec_code: 'EC 代码', ec_name: 'EC 名称', vsr: 'VSR' },
        },
        gb: { 'forecast-tmp': 'GB 预测暂存', 'backlog-tmp': 'GB 未交订单暂存', export: '导出', delete: '删除此行', deleted: '已删除' },
        records: {
          backlogs: { noncf: '非 CF 未交订单记录', cf: 'CF 未交订单记录' },
          bu: { noncf: '非 CF BU 预测记录', cf: 'CF BU 预测记录' },
          with_previous: '与上一份对比', back: '返回列表', date_title: '%{date} 的未交订单行', assigned: '已分配',
          compare_backlogs: '未交订单对比', compare_bu: 'BU 预测对比', no_change: '没有数量变化。', bu_detail: '预测 %{no} 的 BU 汇总',
          no_bu: '（无事业部）', tmp_title: '预测暂存汇总', tmp_rows: '预测暂存明细', no_file: '（无文件）',
        },
        mail: { button: '从邮件同步', done: '已同步 %{synced} 封未交订单邮件，%{failed} 封有问题。' },
        forecasts: { title: '预测' },
        family: { noncf: '非 CF', cf: 'CF', nonti: '非 TI（GB）' },
        source: { import: '表格导入', edi830: 'EDI 830', manual: '手工新增', auto: '自动新增' },
      },
    },
  },
});

import { defineWords } from '../../../i18n/defineWords';

export const rfqMessages = defineWords({
  'en-US': {
    screens: {
      rfq: {
        myTitle: 'My RFQs',
        lines: 'Lines',
        title: 'RFQ %{no}',
        stages: { 0: 'Draft', 1: 'Inquiry', 2: 'Price review', 3: 'Finished' },
        stageTabs: 'RFQ stages',
        empty: 'No RFQ in this stage',
        newFromSheet: 'New RFQ from a spreadsheet',
        export: 'Export',
        search: 'Search RFQ no. or requester',
        prev: 'Previous page', next: 'Next page', pageOf: 'Page %{page} of %{pages}',
        col: {
          rfq_no: 'RFQ no.', customer: 'Customer', end_customer: 'End customer', requester: 'Requester', currency: 'Currency', due_date: 'Due date',
          created_by: 'Created by', line_no: 'Line', mpn: 'MPN', cpn: 'CPN', qty: 'Requested qty', target_price: 'Target price', annual_usage: 'Annual usage',
          quoted_price: 'Quoted price', lead_time_weeks: 'Lead time (weeks)', moq: 'MOQ', valid_until: 'Valid until', quoted_by: 'Quoted by',
          quarters: 'Q1–Q4', problems: 'Problems', row: 'Row',
        },
        memo: 'Re-quote memo', lastMemo: 'Sent back for a re-quote: %{memo}',
        editDraft: 'Edit draft', submit: 'Submit for inquiry', quote: 'Save quote (to price review)', finish: 'Finish quote', requote: 'Re-quote', sheet: 'Quotation sheet (xlsx)',
        importQuotes: 'Import quoted prices', memoNeeded: 'Write why the RFQ goes back for a re-quote',
        wrongStage: 'This RFQ is in stage "%{stage}" now; showing it there.',
        notFound: 'Open an RFQ from the list',
        done: { submit: 'RFQ submitted for inquiry', quote: 'Quote saved', finish: 'Quote finished', requote: 'Sent back for a re-quote', import: 'Quoted prices imported', create: 'RFQ %{no} created as a draft' },
        preview: {
          title: 'New RFQ from a spreadsheet',
          help: 'Columns: MPN, CPN, Requested qty, Target price, Annual usage. The rows are checked first; nothing is saved until you create the RFQ.',
          choose: 'Choose file', rows: '%{rows} rows, %{bad} with problems', head: 'RFQ', create: 'Create draft RFQ', fixFirst: 'Fix the rows with problems and choose the file again',
          ok: 'OK',
        },
      },
    },
  },
  'zh-CN': {
    screens: {
      rfq: {
        myTitle: '我的询价',
        lines: '明细',
        title: '询价单 %{no}',
        stages: { 0: '草稿', 1: '询价中', 2: '核价', 3: '已完成' },
        stageTabs: '询价阶段',
        empty: '此阶段没有询价单',
        newFromSheet: '从表格新建询价',
        export: '导出',
        search: '搜索询价单号或申请人',
        prev: '上一页', next: '下一页', pageOf: '第 %{page} / %{pages} 页',
        col: {
          rfq_no: '询价单号', customer: '客户', end_customer: '终端客户', requester: '申请人', currency: '币种', due_date: '截止日期',
          created_by: '创建人', line_no: '行号', mpn: '原厂料号', cpn: '客户料号', qty: '需求数量', target_price: '目标价', annual_usage: '年用量',
          quoted_price: '报价', lead_time_weeks: '交期（周）', moq: '最小起订量', valid_until: '有效期至', quoted_by: '报价人',
          quarters: 'Q1–Q4', problems: '问题', row: '行',
        },
        memo: '重新报价说明', lastMemo: '已退回重新报价：%{memo}',
        editDraft: '编辑草稿', submit: '提交询价', quote: '保存报价（进入核价）', finish: '完成报价', requote: '重新报价', sheet: '报价单（xlsx）',
        importQuotes: '导入报价', memoNeeded: '请填写退回重新报价的原因',
        wrongStage: '此询价单当前处于“%{stage}”阶段，已在该阶段显示。',
        notFound: '请从列表打开询价单',
        done: { submit: '询价单已提交', quote: '报价已保存', finish: '报价已完成', requote: '已退回重新报价', import: '报价已导入', create: '询价单 %{no} 已创建为草稿' },
        preview: {
          title: '从表格新建询价',
          help: '列：原厂料号、客户料号、需求数量、目标价、年用量。先检查各行；创建询价单之前不保存任何内容。',
          choose: '选择文件', rows: '共 %{rows} 行，%{bad} 行有问题', head: '询价单', create: '创建询价草稿', fixFirst: '请修正有问题的行后重新选择文件',
          ok: '正常',
        },
      },
    },
  },
});

import { defineWords } from '../../../i18n/defineWords';

/** Words of the SA page's similar agreements and the SA list's agreement check (inspect, EDI auto). */
export const saMessages = defineWords({
  'en-US': {
    screens: {
      sa: {
        similar: 'Similar agreements',
        similar_title: 'Agreements like %{no}',
        similar_none: 'No other agreement for this material or this supplier’s plants.',
        compare: 'Compare',
        compare_title: '%{a} compared with %{b}',
        check: 'Check agreements',
        check_title: 'Check agreements against the stored SAs',
        check_rules: 'One row per agreement: SA number, Supplier (code), MPN, Plant, Target quantity, Unit price, Currency, Valid from, Valid to. Nothing is saved by the check; sending makes a draft per new or changed agreement for verification.',
        check_choose: 'Choose the agreements spreadsheet',
        check_read: '%{file}: %{rows} agreements read.',
        check_result: 'Checked agreements',
        check_cols: { row: 'Row', sa_no: 'SA number', state: 'Result', changes: 'Changes' },
        check_state: { new: 'New', changed: 'Changed', unchanged: 'Unchanged' },
        check_send: 'Send %{count} for verification (EDI)',
        check_sent: '%{drafted} drafts wait for verification; %{unchanged} agreements unchanged.',
      },
    },
  },
  'zh-CN': {
    screens: {
      sa: {
        similar: '相似协议',
        similar_title: '与 %{no} 相似的协议',
        similar_none: '该物料或该供应商的工厂没有其他协议。',
        compare: '比较',
        compare_title: '%{a} 与 %{b} 比较',
        check: '核对协议',
        check_title: '与已存 SA 核对协议',
        check_rules: '每行一个协议：SA 号、供应商（代码）、MPN、工厂、目标数量、单价、币种、生效日期、失效日期。核对不保存任何内容；发送后每个新增或变更的协议生成一份待审核草稿。',
        check_choose: '选择协议表格',
        check_read: '%{file}：读取 %{rows} 个协议。',
        check_result: '核对结果',
        check_cols: { row: '行', sa_no: 'SA 号', state: '结果', changes: '变更' },
        check_state: { new: '新增', changed: '有变更', unchanged: '无变更' },
        check_send: '发送 %{count} 个待审核（EDI）',
        check_sent: '%{drafted} 份草稿待审核；%{unchanged} 个协议无变更。',
      },
    },
  },
});

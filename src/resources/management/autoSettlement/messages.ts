import { defineWords } from '../../../i18n/defineWords';

export const autoSettlementMessages = defineWords({
  'en-US': {
    screens: {
      auto_settlement: {
        import: 'Import SAP file',
        imported: '%{total} lines imported: %{matched} matched, %{error} kept as error data',
        error_data: 'Error data',
        error_help: "Lines of SAP's file that failed a check, with the reason. Correct the cells and check them again: a line that passes is matched to its shipped sales order.",
        recheck: 'Check again',
        corrected: '%{matched} matched, %{error} still in error',
        no_errors: 'No error data',
        col_row: 'File row',
        col_doc: 'Settlement / SAP doc.',
        col_customer_code: 'Customer no.',
        col_invoice_no: 'Invoice no.',
        col_mpn: 'MPN',
        col_so_no: 'SO no.',
        col_qty: 'Quantity',
        col_unit_price: 'Unit price',
        col_currency: 'Currency',
        col_settlement_date: 'Settlement date',
        col_reason: 'Reason',
      },
    },
  },
  'zh-CN': {
    screens: {
      auto_settlement: {
        import: '导入 SAP 文件',
        imported: '已导入 %{total} 行：%{matched} 行已匹配，%{error} 行记为错误数据',
        error_data: '错误数据',
        error_help: 'SAP 文件中未通过检查的行及原因。更正单元格后重新检查：通过的行将匹配到对应的已发货销售订单。',
        recheck: '重新检查',
        corrected: '%{matched} 行已匹配，%{error} 行仍有错误',
        no_errors: '没有错误数据',
        col_row: '文件行号',
        col_doc: '结算单 / SAP 凭证',
        col_customer_code: '客户编号',
        col_invoice_no: '发票号',
        col_mpn: '原厂料号',
        col_so_no: '销售订单号',
        col_qty: '数量',
        col_unit_price: '单价',
        col_currency: '币种',
        col_settlement_date: '结算日期',
        col_reason: '原因',
      },
    },
  },
});

import { defineWords } from '../../../i18n/defineWords';

export const refundAmountMessages = defineWords({
  'en-US': {
    screens: {
      avm_refund: {
        title: 'Rebate refund amounts',
        by_year: 'Rebates by year',
        by_customer: 'Rebates by customer',
        year: 'Year',
        none: 'No reconciled sales with rebates yet',
        col_year: 'Year',
        col_currency: 'Currency',
        col_customers: 'Customers',
        col_customer: 'Customer',
        col_reconciliations: 'Reconciliations',
        col_sales_amount: 'Sales',
        col_rebate_amount: 'Rebate',
        col_deducted_amount: 'Deducted on invoices',
        col_refund_amount: 'To refund',
      },
    },
  },
  'zh-CN': {
    screens: {
      avm_refund: {
        title: '返利退款金额',
        by_year: '按年度返利',
        by_customer: '按客户返利',
        year: '年度',
        none: '尚无含返利的已对账销售',
        col_year: '年度',
        col_currency: '币种',
        col_customers: '客户数',
        col_customer: '客户',
        col_reconciliations: '对账单数',
        col_sales_amount: '销售额',
        col_rebate_amount: '返利',
        col_deducted_amount: '发票已抵扣',
        col_refund_amount: '待退款',
      },
    },
  },
});

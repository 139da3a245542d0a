import { defineWords } from '../../../i18n/defineWords';

export const spotMarketMessages = defineWords({
  'en-US': {
    screens: {
      spot_market: {
        charge_title: 'Charge of %{no}',
        charge_button: 'Calculate charge',
        back: 'Back to the order',
        line: 'Line', mpn: 'MPN', qty: 'Quantity', unit_price: 'Unit price', amount: 'Amount',
        goods: 'Goods', handling: 'Handling fee (%{rate}%)', duty: 'Duty (%{rate}%)', freight: 'Freight', tax: 'Tax (%{rate}%)', total: 'Total',
        computed: 'Computed by the server in exact decimals; each line rounded to cents.',
        send: 'Send to TI',
        sent: 'Order sent to TI',
        invoices: 'TI invoices',
        no_invoices: 'No invoice yet',
        invoice_no: 'Invoice no.', invoice_date: 'Invoice date', items: 'Items',
        demand: 'Demand', request_date: 'Request date', invoiced_qty: 'Invoiced',
      },
    },
  },
  'zh-CN': {
    screens: {
      spot_market: {
        charge_title: '%{no} 的费用',
        charge_button: '计算费用',
        back: '返回订单',
        line: '行号', mpn: '原厂料号', qty: '数量', unit_price: '单价', amount: '金额',
        goods: '货款', handling: '操作费（%{rate}%）', duty: '关税（%{rate}%）', freight: '运费', tax: '税（%{rate}%）', total: '合计',
        computed: '由服务器按精确小数计算；每行金额四舍五入到分。',
        send: '发送 TI',
        sent: '订单已发送 TI',
        invoices: 'TI 发票',
        no_invoices: '暂无发票',
        invoice_no: '发票号', invoice_date: '开票日期', items: '明细',
        demand: '需求', request_date: '需求日期', invoiced_qty: '已开票',
      },
    },
  },
});

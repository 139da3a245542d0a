import { defineWords } from '../../../i18n/defineWords';

export const gainShareMessages = defineWords({
  'en-US': {
    screens: {
      gain_share: {
        report: 'Gain-share report',
        unit_saving: 'Saving per part: %{value} %{currency}; customer share %{pct}%',
        empty: 'No shipments recorded yet: edit the agreement to add its months',
        total: 'Total',
        col: { month: 'Month', shipped_qty: 'Shipped', saving: 'Saving', customer_share: 'Customer share', our_share: 'Our share' },
      },
    },
  },
  'zh-CN': {
    screens: {
      gain_share: {
        report: '收益分成报表',
        unit_saving: '单件节省：%{value} %{currency}；客户分成 %{pct}%',
        empty: '尚无出货记录：请编辑协议添加月度出货',
        total: '合计',
        col: { month: '月份', shipped_qty: '出货数量', saving: '节省金额', customer_share: '客户分成', our_share: '我方分成' },
      },
    },
  },
});

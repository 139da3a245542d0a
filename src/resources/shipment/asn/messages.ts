import { defineWords } from '../../../i18n/defineWords';

export const asnMessages = defineWords({
  'en-US': {
    screens: {
      asn_order: {
        items: 'Items (%{count})',
        col: { line: 'Line', mpn: 'MPN', cpn: 'CPN', order: 'Order / PO line', qty: 'Quantity', price: 'Price', check: 'Price check', bags: 'Bags', remark: 'Remark' },
        bagCount: '%{smart_count} bag: %{qty} |||| %{smart_count} bags: %{qty}',
        bagsOf: 'Bags of line %{line} (%{mpn})',
        bagCol: { bag: 'Bag', group: 'Stock group', copies: 'Packages', perCopy: 'Per package', total: 'Total', note: 'Note' },
        noBags: 'No bags allocated yet',
        split: 'Split',
        onWay: 'On the way',
        overQty: 'Over the order',
        warnings: { ok: 'Price OK', srp: 'Below the quote: keep to the SRP', maxout: 'Below the maxout price', no_price: 'No quote price' },
      },
    },
  },
  'zh-CN': {
    screens: {
      asn_order: {
        items: '品项（%{count}）',
        col: { line: '行号', mpn: 'MPN', cpn: '客户料号', order: '订单 / PO 行', qty: '数量', price: '单价', check: '价格检查', bags: '包装', remark: '备注' },
        bagCount: '%{smart_count} 包：%{qty}',
        bagsOf: '第 %{line} 行（%{mpn}）的包装',
        bagCol: { bag: '包装号', group: '库存组', copies: '件数', perCopy: '每件数量', total: '合计', note: '备注' },
        noBags: '尚未分配包装',
        split: '拆包',
        onWay: '在途',
        overQty: '超订单数量',
        warnings: { ok: '价格正常', srp: '低于报价：不得低于 SRP', maxout: '低于 Maxout 价', no_price: '无报价' },
      },
    },
  },
});

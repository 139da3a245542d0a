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
        edit: 'Edit',
        requestChange: 'Request a change',
        jusda: '3PL warehouse (Jusda)',
        readOnly: 'You can read this ASN. Changing its shipping details needs the manage-asn permission.',
      },
      asn_modify: {
        title: 'What the request changes',
        headerTitle: 'ASN header changes',
        itemsTitle: 'Item changes',
        basis: {
          current: 'Compared with the ASN as it is now.',
          applied: 'Agreed: compared with the ASN as it was when the change was applied.',
          none: 'The ASN as it was before is not known: nothing to compare with.',
        },
        nothing: 'The request changes nothing.',
        col: { change: 'Change', mpn: 'MPN', order: 'Order / PO line', field: 'Field', before: 'Before', after: 'After' },
        change: { added: 'Added', removed: 'Removed', changed: 'Changed' },
        fields: {
          ship_customer: 'Ship customer', bill_to: 'Bill-to', currency: 'Currency', plant: 'Plant', ship_date: 'Ship date', carrier: 'Carrier',
          tracking_no: 'Tracking no.', remark: 'Remark', total_qty: 'Quantity', price: 'Price', bags: 'Bags',
        },
        bagsValue: '%{smart_count} bag: %{total} |||| %{smart_count} bags: %{total}',
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
        warnings: { ok: '价格正常', srp: '低于报价：不得低于 SRP', maxout: '低于最大出货价', no_price: '无报价' },
        edit: '编辑',
        requestChange: '申请修改',
        jusda: '三方仓（Jusda）',
        readOnly: '您可以查看此 ASN。修改发货信息需要“管理 ASN”（manage-asn）权限。',
      },
      asn_modify: {
        title: '申请的修改内容',
        headerTitle: 'ASN 表头修改',
        itemsTitle: '品项修改',
        basis: {
          current: '与当前的 ASN 比较。',
          applied: '已同意：与修改生效时的 ASN 比较。',
          none: '修改前的 ASN 无从得知：无可比较。',
        },
        nothing: '该申请没有修改任何内容。',
        col: { change: '变更', mpn: 'MPN', order: '订单 / PO 行', field: '字段', before: '修改前', after: '修改后' },
        change: { added: '新增', removed: '删除', changed: '修改' },
        fields: {
          ship_customer: '收货客户', bill_to: '开票方', currency: '币种', plant: '工厂', ship_date: '发货日期', carrier: '承运商',
          tracking_no: '运单号', remark: '备注', total_qty: '数量', price: '单价', bags: '包装',
        },
        bagsValue: '%{smart_count} 包：%{total}',
      },
    },
  },
});

import { defineWords } from '../../../i18n/defineWords';

export const asnPriceMessages = defineWords({
  'en-US': {
    screens: {
      asnPrice: {
        title: 'ASN price monitor',
        asn: 'ASN id or invoice no.',
        look: 'Check prices',
        summary: 'ASN %{invoice} (%{status}), ship date %{ship}, %{currency}: %{changed} of %{items} items would get another price warning today (%{day}).',
        none: 'This ASN has no items.',
        saved: 'When saved',
        today: 'Today',
        columns: { line: 'Line', mpn: 'MPN', qty: 'Qty', price: 'Price', quote: 'Quote', srp: 'SRP', maxout: 'Maxout', warning: 'Warning', or: 'OR', orPrice: 'OR price' },
        warnings: { ok: 'Price OK', srp: 'Below the quote: keep to the SRP', maxout: 'Below the maxout price', no_price: 'No quote price', none: 'Not checked' },
        changed: 'Warning changed',
      },
    },
  },
  'zh-CN': {
    screens: {
      asnPrice: {
        title: 'ASN 价格监控',
        asn: 'ASN 编号或发票号',
        look: '检查价格',
        summary: 'ASN %{invoice}（%{status}），发货日期 %{ship}，%{currency}：%{items} 个品项中有 %{changed} 个今天（%{day}）会得到不同的价格警告。',
        none: '此 ASN 没有品项。',
        saved: '保存时',
        today: '今天',
        columns: { line: '行号', mpn: '料号', qty: '数量', price: '单价', quote: '报价', srp: 'SRP', maxout: '保本价', warning: '警告', or: 'OR', orPrice: 'OR 单价' },
        warnings: { ok: '价格正常', srp: '低于报价：不得低于 SRP', maxout: '低于保本价', no_price: '无报价', none: '未检查' },
        changed: '警告已变化',
      },
    },
  },
});

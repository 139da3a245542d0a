import { defineWords } from '../../../i18n/defineWords';

export const salesOrderMessages = defineWords({
  'en-US': { screens: { sales_order: { items: 'Items', boundTo: 'Bound to customer order %{no}', col: { line_no: 'Line', mpn: 'MPN', qty: 'Quantity', unit_price: 'Unit price', request_date: 'Request date' } } } },
  'zh-CN': { screens: { sales_order: { items: '明细', boundTo: '已绑定客户订单 %{no}', col: { line_no: '行号', mpn: '原厂料号', qty: '数量', unit_price: '单价', request_date: '需求日期' } } } },
});

import { defineWords } from '../../../i18n/defineWords';

export const recordShipmentMessages = defineWords({
  'en-US': {
    screens: {
      recordShipment: {
        title: 'Shipment records', keyword: 'Delivery, waybill, invoice or MPN', from: 'Arrived from', to: 'Arrived to', search: 'Search',
        columns: { delivery_no: 'Delivery no.', supplier: 'Supplier', waybill_no: 'Waybill no.', invoice_no: 'Invoice no.', mpn: 'MPN', qty: 'Quantity', sloc_code: 'SLOC', ship_date: 'Shipped on', arrived_on: 'Arrived on', status: 'Status' },
        statuses: { arrived: 'Arrived', received: 'Received' },
      },
    },
  },
  'zh-CN': {
    screens: {
      recordShipment: {
        title: '出货记录', keyword: '交货单、运单、发票号或料号', from: '到货起始日期', to: '到货截止日期', search: '查询',
        columns: { delivery_no: '交货单号', supplier: '供应商', waybill_no: '运单号', invoice_no: '发票号', mpn: '料号', qty: '数量', sloc_code: '库位', ship_date: '发货日期', arrived_on: '到货日期', status: '状态' },
        statuses: { arrived: '已到货', received: '已收货' },
      },
    },
  },
});

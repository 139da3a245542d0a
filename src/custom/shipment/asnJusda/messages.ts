import { defineWords } from '../../../i18n/defineWords';

export const asnJusdaMessages = defineWords({
  'en-US': {
    screens: {
      asn_jusda: {
        title: 'ASN %{invoice} at the 3PL warehouse',
        back: 'Back to the ASN',
        summary: '%{items} items, %{qty} pieces; %{announced} announced to the warehouse, %{received} received.',
        tabs: { inbound: 'Inbound notices', moves: 'Warehouse moves' },
        col: { line: 'Line', mpn: 'MPN', qty: 'ASN qty', inbound: 'Inbound no.', lot: 'Lot', noticeQty: 'Announced', status: 'At the warehouse', eta: 'Expected on', done: 'Received at', at: 'Moved at', direction: 'Direction', doc: 'Document', balance: 'Balance after' },
        status: { pending: 'Announced, not received', received: 'Received', cancelled: 'Cancelled', none: 'Not announced' },
        direction: { in: 'In', out: 'Out' },
        noMoves: 'The warehouse has booked no move on this invoice yet.',
        notSent: 'This ASN has not been sent to the 3PL warehouse.',
      },
    },
  },
  'zh-CN': {
    screens: {
      asn_jusda: {
        title: 'ASN %{invoice} 的三方仓信息',
        back: '返回 ASN',
        summary: '%{items} 个品项，共 %{qty} 件；已通知仓库 %{announced} 项，已收货 %{received} 项。',
        tabs: { inbound: '入库通知', moves: '仓库库存变动' },
        col: { line: '行号', mpn: 'MPN', qty: 'ASN 数量', inbound: '入库单号', lot: '批次', noticeQty: '通知数量', status: '仓库状态', eta: '预计到货', done: '收货时间', at: '变动时间', direction: '方向', doc: '单据号', balance: '变动后结存' },
        status: { pending: '已通知，未收货', received: '已收货', cancelled: '已取消', none: '未通知' },
        direction: { in: '入库', out: '出库' },
        noMoves: '仓库尚未对此发票记录库存变动。',
        notSent: '该 ASN 尚未同步到三方仓。',
      },
    },
  },
});

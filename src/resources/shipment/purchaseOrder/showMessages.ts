import { defineWords } from '../../../i18n/defineWords';

/** Words of the PO show page's bound pre-POs and shift journal (loaded with the PO screens). */
export const poMovesMessages = defineWords({
  'en-US': {
    screens: {
      po_moves: {
        bound: 'Pre-POs bound to this PO', shifts: 'Quantity shifts', pre_po: 'Pre-PO', qty: 'Quantity', request_date: 'Request date',
        by: 'By', at: 'At', from: 'From', to: 'To', kind_po: 'PO', kind_pre_po: 'Pre-PO',
      },
    },
  },
  'zh-CN': {
    screens: {
      po_moves: {
        bound: '已绑定到此 PO 的预采购单', shifts: '数量转移', pre_po: '预采购单', qty: '数量', request_date: '需求日期',
        by: '操作人', at: '时间', from: '来源', to: '目标', kind_po: 'PO', kind_pre_po: '预采购单',
      },
    },
  },
});

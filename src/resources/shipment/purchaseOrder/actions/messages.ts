import { defineWords } from '../../../../i18n/defineWords';

/** Words of the pre-PO actions (they show on the generic list and show screens, so they load with the first page). */
export const poActionMessages = defineWords({
  'en-US': {
    screens: {
      po_actions: {
        bind: { button: 'Bind to PO', title: 'Bind %{name} (%{qty}) to a PO', confirm: 'Bind', done: 'Bound to %{target}' },
        shift: { button: 'Shift quantity', title: 'Shift quantity from %{name} (%{qty})', confirm: 'Shift', done: 'Quantity shifted to %{target}' },
        download: 'Download PO',
        target: 'Target order',
        option_po: 'PO %{title}: %{qty} (%{free} not bound)',
        option_pre_po: 'Pre-PO %{title}: %{qty}',
        none: 'No open order of this part can take it',
        qty: 'Quantity (at most %{max})',
        qty_rule: 'A whole number from 1 to %{max}',
      },
    },
  },
  'zh-CN': {
    screens: {
      po_actions: {
        bind: { button: '绑定 PO', title: '将 %{name}（%{qty}）绑定到 PO', confirm: '绑定', done: '已绑定到 %{target}' },
        shift: { button: '转移数量', title: '从 %{name}（%{qty}）转移数量', confirm: '转移', done: '数量已转移到 %{target}' },
        download: '下载 PO',
        target: '目标单据',
        option_po: 'PO %{title}：%{qty}（未绑定 %{free}）',
        option_pre_po: '预采购单 %{title}：%{qty}',
        none: '没有可接收的同料号有效单据',
        qty: '数量（最多 %{max}）',
        qty_rule: '1 到 %{max} 的整数',
      },
    },
  },
});

import { defineWords } from '../../../i18n/defineWords';

export const bangtaiMessages = defineWords({
  'en-US': {
    screens: {
      bangtai: {
        change_status: 'Change status',
        title: 'Change the status of %{no}',
        confirm: 'Save status',
        done: 'Status saved',
        new_status: 'New status',
        received_note: 'Received adds the quantity to the 3PL stock and records the move in the history.',
        shipped_note: 'Shipped takes the quantity from the lot; it is refused when the lot holds less.',
        cancelled_note: 'Cancelled closes the notice; the stock does not change.',
        jusda_title: '%{type} of customer %{customer}',
        jusda_unknown: 'Unknown list "%{type}": choose in stock, inbound or outbound.',
        open_list: 'Open the full list',
        by_customer: 'This customer',
      },
    },
  },
  'zh-CN': {
    screens: {
      bangtai: {
        change_status: '变更状态',
        title: '变更 %{no} 的状态',
        confirm: '保存状态',
        done: '状态已保存',
        new_status: '新状态',
        received_note: '“已入库”将数量加入邦泰库存，并记入库存历史。',
        shipped_note: '“已出库”从该批次扣减数量；批次结存不足时会被拒绝。',
        cancelled_note: '“已取消”关闭通知，库存不变。',
        jusda_title: '客户 %{customer} 的%{type}',
        jusda_unknown: '未知列表“%{type}”：请选择在库、入库或出库。',
        open_list: '打开完整列表',
        by_customer: '该客户',
      },
    },
  },
});

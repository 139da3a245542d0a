// Words of the SLOC list's inventories action and its screen (src/custom/basic/slocInventories), under
// screens.actions, and of the SLOC assignments' parent column in events (sloc_inventory rows).
import { defineWords } from '../../../i18n/defineWords';

export const slocMessages = defineWords({
  'en-US': {
    screens: {
      history: { fields: { sloc_id: 'Storage location' } },
      actions: {
        sloc_inventories: {
          button: 'Inventories',
          title: 'Materials kept at %{code}',
          search: 'Find a material by MPN or description',
          assign: 'Assign',
          assigned: 'Assigned',
          default: 'Default in plant',
          set_default: 'Set default',
          remove: 'Remove',
          none: 'No material is assigned to this storage location yet.',
          mpn: 'MPN',
          manufacturer: 'Manufacturer',
          description: 'Description',
          done_assign: 'Material assigned',
          done_default: 'Default storage location set',
          done_remove: 'Assignment removed',
          more: 'Showing %{shown} of %{total}',
          back: 'Back to the storage location',
        },
      },
    },
  },
  'zh-CN': {
    screens: {
      history: { fields: { sloc_id: '库位' } },
      actions: {
        sloc_inventories: {
          button: '库存物料',
          title: '%{code} 存放的物料',
          search: '按原厂料号或描述查找物料',
          assign: '分配',
          assigned: '已分配',
          default: '工厂默认',
          set_default: '设为默认',
          remove: '移除',
          none: '此库位尚未分配任何物料。',
          mpn: '原厂料号',
          manufacturer: '原厂',
          description: '描述',
          done_assign: '物料已分配',
          done_default: '已设为默认库位',
          done_remove: '分配已移除',
          more: '显示 %{shown} / 共 %{total} 条',
          back: '返回库位',
        },
      },
    },
  },
});

// The event reasons this module's server writes, in words: an item added or removed, a subsystem changed.
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: {
    'item added': label('Item added', '新增项目'),
    'item removed': label('Item removed', '删除项目'),
    'subsystem changed': label('Subsystem changed', '子系统已修改'),
  },
});

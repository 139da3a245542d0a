import { defineWords } from '../../../i18n/defineWords';

export const functionBlockMessages = defineWords({
  'en-US': { screens: { function_block: { diagram: 'Show the block diagram', no_subsystems: 'No subsystem yet', no_items: 'No item yet' } } },
  'zh-CN': { screens: { function_block: { diagram: '查看方框图', no_subsystems: '尚无子系统', no_items: '尚无项目' } } },
});

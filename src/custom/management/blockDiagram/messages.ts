import { defineWords } from '../../../i18n/defineWords';

export const blockDiagramMessages = defineWords({
  'en-US': {
    screens: {
      block_diagram: {
        title: 'Block diagram',
        block: 'Function block',
        diagram: 'Block diagram of %{name}',
        describe: '%{boxes} subsystems and %{flows} flows; items: %{won} won, %{lost} lost, %{open} open',
        empty: 'No function block yet',
        no_subsystems: 'This function block has no subsystems yet: edit it to add them',
        more: '+%{count} more',
        no_items: 'no item',
        statuses: { open: 'open', won: 'won', lost: 'lost' },
        legend: 'Items: ● won  ● lost  ● open',
        open_block: 'Open the function block',
      },
    },
  },
  'zh-CN': {
    screens: {
      block_diagram: {
        title: '方框图',
        block: '功能块',
        diagram: '%{name} 的方框图',
        describe: '%{boxes} 个子系统、%{flows} 条连接；项目：赢得 %{won}，丢失 %{lost}，跟进中 %{open}',
        empty: '尚无功能块',
        no_subsystems: '该功能块还没有子系统：请编辑功能块添加',
        more: '另有 %{count} 项',
        no_items: '无项目',
        statuses: { open: '跟进中', won: '赢得', lost: '丢失' },
        legend: '项目：● 赢得  ● 丢失  ● 跟进中',
        open_block: '打开功能块',
      },
    },
  },
});

import { defineWords } from '../../../i18n/defineWords';

export const ditWinRateMessages = defineWords({
  'en-US': {
    screens: {
      dit_win_rate: {
        title: 'DIT win rate: %{bg}',
        by_bg: 'Projects by business group',
        bg_line: '%{bg}: %{projects} projects, %{won} won, next MP %{mp}',
        none: 'none',
        back: 'Back to design-in tracking',
        rule: 'Win rate = won (design win or mass production) / decided (won or lost)',
        total: 'All quarters',
        undecided: 'nothing decided yet',
        col: { quarter: 'Quarter (design-in)', projects: 'Projects', won: 'Won', lost: 'Lost', open: 'Open', win_rate: 'Win rate' },
      },
    },
  },
  'zh-CN': {
    screens: {
      dit_win_rate: {
        title: 'DIT 赢率：%{bg}',
        by_bg: '各事业群项目',
        bg_line: '%{bg}：%{projects} 个项目，赢得 %{won} 个，下一量产 %{mp}',
        none: '无',
        back: '返回设计导入跟踪',
        rule: '赢率 = 赢得（赢得设计或量产）/ 已定（赢得或丢失）',
        total: '全部季度',
        undecided: '尚无定论',
        col: { quarter: '季度（导入）', projects: '项目数', won: '赢得', lost: '丢失', open: '进行中', win_rate: '赢率' },
      },
    },
  },
});

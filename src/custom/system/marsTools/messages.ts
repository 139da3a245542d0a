import { defineWords } from '../../../i18n/defineWords';

export const marsToolsMessages = defineWords({
  'en-US': {
    screens: {
      marsTools: {
        title: 'Mars tools',
        intro: 'Maintenance functions an operator runs by hand on one record. This build lists them with their parameters; none runs from this screen yet — each needs its own audited call.',
        code: 'Code',
        name: 'Function',
        description: 'What it does',
        parameters: 'Parameters',
        required: 'required',
        optional: 'optional',
        example: 'e.g. %{example}',
        list_only: 'List only',
        none: 'No mars functions.',
      },
    },
  },
  'zh-CN': {
    screens: {
      marsTools: {
        title: 'MARS 工具',
        intro: '操作员针对单条记录手动运行的维护功能。本版本仅列出这些功能及其参数，尚不能在此页面运行——每项都需要单独的受审计调用。',
        code: '代码',
        name: '功能',
        description: '说明',
        parameters: '参数',
        required: '必填',
        optional: '选填',
        example: '例如 %{example}',
        list_only: '仅列出',
        none: '没有 MARS 功能。',
      },
    },
  },
});

import { defineWords } from '../../../i18n/defineWords';

export const reportAnalysisMessages = defineWords({
  'en-US': {
    screens: {
      reportAnalysis: {
        title: 'Report analysis',
        period: 'Period',
        from: 'From month',
        to: 'To month',
        show: 'Show',
        none: 'No report is shown to you yet. An administrator chooses them under System → Report analysis.',
        empty: 'No figures from %{from} to %{to}.',
        chartOf: '%{name}, %{from} to %{to}',
        asTable: 'Figures as a table',
        xlsx: 'Excel',
        csv: 'CSV',
        exportXlsx: 'Export %{name} as Excel',
        exportCsv: 'Export %{name} as CSV',
        exported: 'Exported %{name}',
        columns: { category: 'Month or BG', series: 'Currency', amount: 'Amount', count: 'Records' },
      },
    },
  },
  'zh-CN': {
    screens: {
      reportAnalysis: {
        title: '报表分析',
        period: '期间',
        from: '开始月份',
        to: '结束月份',
        show: '显示',
        none: '暂无对您开放的报表。管理员可在“系统 → 报表分析管理”中设置。',
        empty: '%{from} 至 %{to} 没有数据。',
        chartOf: '%{name}，%{from} 至 %{to}',
        asTable: '以表格查看数据',
        xlsx: 'Excel',
        csv: 'CSV',
        exportXlsx: '将%{name}导出为 Excel',
        exportCsv: '将%{name}导出为 CSV',
        exported: '已导出 %{name}',
        columns: { category: '月份或事业群', series: '币种', amount: '金额', count: '记录数' },
      },
    },
  },
});

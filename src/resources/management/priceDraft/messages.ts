import { defineWords } from '../../../i18n/defineWords';

/** Words of the price drafts' list action and of the draft page's comparison of its lines with the prices in effect. */
export const priceDraftMessages = defineWords({
  'en-US': {
    screens: {
      price_draft_changes: {
        title: 'Price lines: proposed against the prices in effect',
        legend: 'Highlighted: a value this draft changes, the value in effect now struck through above the proposed one.',
        summary: '%{lines} lines: %{changed} change a price in effect, %{added} new prices',
        margin: 'Margin',
        replaces: 'Replaces',
        new_price: 'New price',
        open: 'open',
        empty: 'This draft has no price lines yet',
        loading: 'Loading the price lines…',
      },
      price_draft_actions: {
        import: {
          button: 'Import draft',
          title: 'Import a price draft',
          rules: 'One row per price line (material by MPN, end customer by code). The file becomes one new draft of yours; any bad row refuses the whole file.',
          draft_title: 'Draft title',
          title_help: 'Left empty: the file name',
        },
      },
    },
  },
  'zh-CN': {
    screens: {
      price_draft_changes: {
        title: '价格明细：拟定价格与现行价格对比',
        legend: '高亮：本草稿修改的值，上方带删除线的为现行值，下方为拟定值。',
        summary: '共 %{lines} 行：%{changed} 行修改现行价格，%{added} 行为新价格',
        margin: '毛利率',
        replaces: '取代',
        new_price: '新价格',
        open: '长期有效',
        empty: '此草稿还没有价格明细',
        loading: '正在加载价格明细…',
      },
      price_draft_actions: {
        import: {
          button: '导入草稿',
          title: '导入价格草稿',
          rules: '每行一条价格明细（物料按原厂料号，终端客户按代码）。文件将成为您的一张新草稿；任何一行有误则整个文件不导入。',
          draft_title: '草稿标题',
          title_help: '留空则使用文件名',
        },
      },
    },
  },
});

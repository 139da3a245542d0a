import type { ScreenMessages } from '../../../i18n/types';

/** Words of the price drafts' list action (it shows on the generic list, so they load with the first page). */
export const priceDraftMessages: ScreenMessages = {
  'en-US': {
    screens: {
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
};

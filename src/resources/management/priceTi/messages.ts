import { defineWords } from '../../../i18n/defineWords';

export const priceTiMessages = defineWords({
  'en-US': {
    screens: {
      material_price: {
        title: 'Material prices',
        search: 'Search',
        export: 'Export',
        empty: 'No price is in effect for these filters',
        any: 'any',
        col: {
          mpn: 'MPN', description: 'Description', ec_code: 'EC code', cpn: 'CPN', currency: 'Currency', date: 'In effect on',
          quote_price: 'Quote price', srp: 'SRP', dbp: 'DBP (cost)', moq: 'MOQ', valid_from: 'Valid from', valid_to: 'Valid to', fb: 'FB variant',
        },
      },
    },
  },
  'zh-CN': {
    screens: {
      material_price: {
        title: '物料价格',
        search: '查询',
        export: '导出',
        empty: '没有符合条件的生效价格',
        any: '任意',
        col: {
          mpn: '原厂料号', description: '描述', ec_code: 'EC 代码', cpn: '客户料号', currency: '币种', date: '生效于',
          quote_price: '报价', srp: '建议零售价', dbp: 'DBP（成本）', moq: '最小订购量', valid_from: '生效日期', valid_to: '失效日期', fb: 'FB 版本',
        },
      },
    },
  },
});

import { defineWords } from '../../../../i18n/defineWords';

/** Words of the SRP table's toolbar action (it shows on the generic list, so they load with the first page). */
export const priceTiActionMessages = defineWords({
  'en-US': {
    screens: {
      price_ti_actions: {
        srp_import: {
          button: 'Import SRP',
          title: 'Import suggested resale prices',
          rules: 'Columns: MPN, EC code or CPN, SRP, Valid from (and Currency when a part is priced in several). Each row sets the SRP of the price in effect on its date; a price starting earlier is split on that date.',
          all_or_none: 'Every row is checked first: one bad row, or a row with no price in effect, and nothing is imported.',
        },
      },
    },
  },
  'zh-CN': {
    screens: {
      price_ti_actions: {
        srp_import: {
          button: '导入 SRP',
          title: '导入建议零售价',
          rules: '列：原厂料号、EC 代码或客户料号、SRP、生效日期（料号有多个币种价格时加币种）。每行设置该日期生效价格的 SRP；更早开始的价格在该日期拆分。',
          all_or_none: '先检查每一行：任一行有误或该日期没有生效价格，则全部不导入。',
        },
      },
    },
  },
});

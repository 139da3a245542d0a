import { defineWords } from '../../../../i18n/defineWords';

/** Words of the record actions (they show on the generic show screen, so they load with the first page). */
export const vmiActionMessages = defineWords({
  'en-US': {
    screens: {
      vmi_actions: {
        check_prices: {
          button: 'Check prices',
          title: 'Price check against standard cost',
          all_ok: 'All %{count} lines are within 5% of the standard cost',
          off: '%{off} of %{count} lines are off',
        },
      },
    },
  },
  'zh-CN': {
    screens: {
      vmi_actions: {
        check_prices: {
          button: '核对价格',
          title: '按标准成本核对价格',
          all_ok: '全部 %{count} 行均在标准成本的 5% 以内',
          off: '%{count} 行中有 %{off} 行价格偏离',
        },
      },
    },
  },
});

import { defineWords } from '../../../i18n/defineWords';

export const limitationReportMessages = defineWords({
  'en-US': {
    screens: {
      limitation_report: {
        title: 'Limitation report',
        search: 'Limitation no. or MPN',
        status: 'Status',
        all: 'All',
        statuses: { active: 'Active', finished: 'Finished' },
        empty: 'No limitation matches',
        over: 'Over the limit',
        back: 'Back to the report',
        save: 'Save used quantities',
        saved: 'Used quantities saved',
        frozen: 'This limitation is finished: its usage can no longer change',
        detail: 'Limitation %{no}',
        col: { limit_no: 'Limitation no.', mpn: 'MPN', bg: 'Business group', period: 'Period', limited_qty: 'Limited', allocated_qty: 'Allocated', used_qty: 'Used', remaining_qty: 'Remaining', usage: 'Usage', status: 'Status', month: 'Month', comment: 'Comment' },
        every_bg: 'Every BG',
        used_for: 'Used in %{month}',
        comment_for: 'Comment for %{month}',
      },
    },
  },
  'zh-CN': {
    screens: {
      limitation_report: {
        title: '限制报表',
        search: '限制编号或原厂料号',
        status: '状态',
        all: '全部',
        statuses: { active: '生效中', finished: '已结束' },
        empty: '没有符合条件的限制',
        over: '超出限制',
        back: '返回报表',
        save: '保存已用数量',
        saved: '已用数量已保存',
        frozen: '该限制已结束，用量不能再修改',
        detail: '限制 %{no}',
        col: { limit_no: '限制编号', mpn: '原厂料号', bg: '事业群', period: '期间', limited_qty: '限制数量', allocated_qty: '分配数量', used_qty: '已用数量', remaining_qty: '剩余数量', usage: '使用率', status: '状态', month: '月份', comment: '说明' },
        every_bg: '所有事业群',
        used_for: '%{month} 已用数量',
        comment_for: '%{month} 说明',
      },
    },
  },
});

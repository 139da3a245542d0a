import { defineWords } from '../../../i18n/defineWords';

export const leadTimeMessages = defineWords({
  'en-US': {
    screens: {
      lead_time: {
        parts: 'Parts',
        upload_costbook: 'Upload cost book',
        upload_ti: 'Upload TI lead time',
        save: 'Save final lead times',
        confirm: 'Confirm to material master',
        export: 'Export',
        help: 'Files need an MPN column and a "Lead time (weeks)" column. The final figure starts as the larger of the two files; saving then confirming writes it to each material.',
        col_mpn: 'MPN',
        col_current_weeks: 'Current (weeks)',
        col_costbook_weeks: 'Cost book (weeks)',
        col_ti_weeks: 'TI (weeks)',
        col_final_weeks: 'Final (weeks)',
        col_remark: 'Remark',
        final_for: 'Final lead time of %{mpn}',
        empty: 'No parts yet: upload a cost book or a TI lead-time file',
        uploaded: 'File read: the parts are updated',
        saved: 'Final lead times saved',
        confirmed: 'Confirmed: the materials carry the new lead times',
      },
    },
  },
  'zh-CN': {
    screens: {
      lead_time: {
        parts: '料号',
        upload_costbook: '上传成本手册',
        upload_ti: '上传 TI 交期',
        save: '保存最终交期',
        confirm: '确认并写入物料主档',
        export: '导出',
        help: '文件需包含“原厂料号”列和“交期（周）”列。最终交期默认取两个文件中较大的值；保存后确认即写入各物料。',
        col_mpn: '原厂料号',
        col_current_weeks: '当前（周）',
        col_costbook_weeks: '成本手册（周）',
        col_ti_weeks: 'TI（周）',
        col_final_weeks: '最终（周）',
        col_remark: '备注',
        final_for: '%{mpn} 的最终交期',
        empty: '尚无料号：请上传成本手册或 TI 交期文件',
        uploaded: '文件已读取，料号已更新',
        saved: '最终交期已保存',
        confirmed: '已确认：物料已更新为新交期',
      },
    },
  },
});

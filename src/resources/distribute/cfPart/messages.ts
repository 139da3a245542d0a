import { defineWords } from '../../../i18n/defineWords';

/** Words of the CF part list's send and history. */
export const cfPartMessages = defineWords({
  'en-US': {
    screens: {
      cfPart: {
        send: 'Send to hubs',
        send_title: 'Send the CF parts to the hubs',
        send_hint: 'Every active part not sent yet, or changed since it was last sent, goes to the hubs as one batch.',
        sent: '%{sent} part(s) sent as batch %{batch_no}',
        history: 'Send history',
        history_title: 'CF parts sent to the hubs',
        history_none: 'Nothing has been sent yet.',
        col: { sent_at: 'Sent at', batch_no: 'Batch', cpn: 'CPN', mpn: 'MPN', plant: 'Plant', hub_code: 'Hub', action: 'As', sent_by: 'Sent by' },
        action: { new: 'New', changed: 'Changed', withdrawn: 'Withdrawn' },
      },
    },
  },
  'zh-CN': {
    screens: {
      cfPart: {
        send: '发送至集散仓',
        send_title: '将 CF 料号发送至集散仓',
        send_hint: '所有尚未发送、或发送后有修改的有效料号作为一批发送至集散仓。',
        sent: '已发送 %{sent} 个料号，批次 %{batch_no}',
        history: '发送记录',
        history_title: '已发送至集散仓 的 CF 料号',
        history_none: '尚未发送过。',
        col: { sent_at: '发送时间', batch_no: '批次', cpn: '客户料号', mpn: '原厂料号', plant: '工厂', hub_code: '集散仓', action: '类型', sent_by: '发送人' },
        action: { new: '新增', changed: '修改', withdrawn: '停用' },
      },
    },
  },
});

import { defineWords } from '../../../i18n/defineWords';

export const ditMessages = defineWords({
  'en-US': {
    screens: {
      dit: {
        substitutes: 'Substitutes of the part',
        no_substitutes: 'No substitute is recorded for this part',
        forecast: 'Forecast in this BG',
        forecast_of: 'Forecast %{no} of %{date}: %{total} in total',
        no_forecast: "No forecast of this BG holds the part",
        rfqs: 'RFQs raised',
        no_rfqs: 'No RFQ raised from this project yet',
        raise_rfq: 'Raise RFQ',
        raise_title: 'Raise an RFQ for the part',
        raised: 'RFQ %{no} raised as a draft',
        win_rate: 'Win rate of this BG',
        qty: 'Quantity',
        target_price: 'Target price',
        due_date: 'Due date',
        cancel: 'Cancel',
        col: { mpn: 'MPN', manufacturer: 'Manufacturer', sub_type: 'Type', qualification_status: 'Qualification', direction: 'Relation', week_start: 'Week', qty: 'Quantity', rfq_no: 'RFQ no.', stage: 'Stage', target_price: 'Target price', quoted_price: 'Quoted price', created_by: 'Raised by', created_at: 'Raised at' },
        directions: { substitute: 'Substitute', original: 'Original' },
        stages: { '0': 'Draft', '1': 'Inquiry', '2': 'Price review', '3': 'Finished' },
      },
    },
  },
  'zh-CN': {
    screens: {
      dit: {
        substitutes: '料号替代关系',
        no_substitutes: '该料号尚无替代料记录',
        forecast: '本事业群预测',
        forecast_of: '预测 %{no}（%{date}）：合计 %{total}',
        no_forecast: '本事业群的预测中没有该料号',
        rfqs: '已发起的询价',
        no_rfqs: '该项目尚未发起询价',
        raise_rfq: '发起询价',
        raise_title: '为该料号发起询价',
        raised: '询价单 %{no} 已创建为草稿',
        win_rate: '本事业群赢率',
        qty: '数量',
        target_price: '目标价',
        due_date: '截止日期',
        cancel: '取消',
        col: { mpn: '原厂料号', manufacturer: '原厂', sub_type: '类型', qualification_status: '认证状态', direction: '关系', week_start: '周', qty: '数量', rfq_no: '询价单号', stage: '阶段', target_price: '目标价', quoted_price: '报价', created_by: '发起人', created_at: '发起时间' },
        directions: { substitute: '替代料', original: '原料号' },
        stages: { '0': '草稿', '1': '询价中', '2': '核价', '3': '已完成' },
      },
    },
  },
});

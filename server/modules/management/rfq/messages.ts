// The RFQ calls' own words (en-US, zh-CN); rows are named as rule R22 says (rowMessage).
import { defineWords } from '../../../http/words';

export const rfqText = defineWords({
  'en-US': {
    linesMissing: 'Send the quoted lines as a list',
    notALine: 'this line does not belong to the RFQ; reload and try again',
    priceMissing: 'Quoted price is required on every line',
    quarterMissing: 'Q1 to Q4 prices are required',
    fileMissing: 'Choose a spreadsheet file',
    noRows: 'The file holds no rows',
    mpnMissing: 'MPN is required',
    mpnUnknown: 'Material does not exist',
    mpnTwice: 'MPN is already on another row',
    notQuotable: 'Quotes can be imported only while the RFQ is in inquiry or price review (now: %{stage})',
    lineNotFound: 'no line of this RFQ has this MPN',
    mpnParam: 'Give an MPN or a material id',
    sheetTitle: 'Quotation sheet',
  },
  'zh-CN': {
    linesMissing: '报价明细必须是行的列表',
    notALine: '此行不属于该询价单，请刷新后重试',
    priceMissing: '每一行都必须填写报价',
    quarterMissing: 'Q1 至 Q4 价格必须填写',
    fileMissing: '请选择表格文件',
    noRows: '文件中没有数据行',
    mpnMissing: '原厂料号必须填写',
    mpnUnknown: '物料不存在',
    mpnTwice: '原厂料号与其他行重复',
    notQuotable: '只有询价中或核价阶段的询价单才能导入报价（当前：%{stage}）',
    lineNotFound: '该询价单没有此原厂料号的行',
    mpnParam: '请提供原厂料号或物料 ID',
    sheetTitle: '报价单',
  },
});

// The SA calls' own words, in both languages.
import { defineWords } from '../../../http/words';

const en = {
  itemsMissing: 'Send the agreements as items (a non-empty list)',
  tooMany: 'At most %{max} agreements per call',
  saNoMissing: 'SA number is required',
  saNoTwice: 'SA %{saNo} is already on row %{row}',
  vendorUnknown: 'Supplier %{code} is not in the vendor list',
  vendorMissing: 'Supplier code is required',
  mpnUnknown: 'MPN %{mpn} is not in the material master',
  mpnMissing: 'MPN is required',
  materialMissing: 'Name a material (material_id)',
  diffIds: 'Name the two SAs to compare (ids)',
};

export const saw = defineWords({
  'en-US': en,
  'zh-CN': {
    itemsMissing: '请在 items 中提交协议（非空列表）',
    tooMany: '每次最多 %{max} 条协议',
    saNoMissing: 'SA 号必填',
    saNoTwice: 'SA %{saNo} 已在第 %{row} 行',
    vendorUnknown: '供应商 %{code} 不在供应商列表中',
    vendorMissing: '供应商代码必填',
    mpnUnknown: '原厂料号 %{mpn} 不在物料主档中',
    mpnMissing: '原厂料号必填',
    materialMissing: '请指定物料（material_id）',
    diffIds: '请指定要比较的两个 SA（ids）',
  },
});

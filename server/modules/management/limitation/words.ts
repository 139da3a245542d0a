// The limitation report calls' own words, in both languages.
import { defineWords } from '../../../http/words';

export const limWords = defineWords({
  'en-US': {
    monthsMissing: 'Send the months to save as months',
    monthUnknown: 'Month line %{id} is not in this limitation',
    usedBad: 'Used quantity must be a whole number of at least 0',
    commentLong: 'Comment may have at most 250 bytes',
    statusBad: 'Status must be active or finished',
    notFound: 'Limitation %{id} not found',
  },
  'zh-CN': {
    monthsMissing: '请在 months 中提交要保存的月度',
    monthUnknown: '月度行 %{id} 不属于该限制',
    usedBad: '已用数量必须是不小于 0 的整数',
    commentLong: '说明最多 250 字节',
    statusBad: '状态只能是生效中或已结束',
    notFound: '限制 %{id} 不存在',
  },
});

// The function-block calls' own words, in both languages.
import { defineWords } from '../../../http/words';

export const fbWords = defineWords({
  'en-US': {
    fbNotFound: 'Function block %{id} not found',
    itemNotFound: 'Item %{id} not found',
    subsystemNotFound: 'Subsystem %{id} not found',
    fbMissing: 'Function block is required',
    seqUnknown: 'Subsystem no. %{seq} is not in this function block',
    materialUnknown: 'MPN %{id} is not in the material master',
    statusBad: 'Status must be open, won or lost',
    textLong: '%{field} may have at most %{max} bytes',
    nameMissing: 'Subsystem name is required',
    placeBad: 'Column must be 1 to 6 and row 1 to 4',
    linksBad: 'Feeds must name other subsystems of this function block: %{seqs}',
  },
  'zh-CN': {
    fbNotFound: '功能块 %{id} 不存在',
    itemNotFound: '项目 %{id} 不存在',
    subsystemNotFound: '子系统 %{id} 不存在',
    fbMissing: '功能块必填',
    seqUnknown: '子系统序号 %{seq} 不属于该功能块',
    materialUnknown: '料号 %{id} 不在物料主档中',
    statusBad: '状态只能是跟进中、赢得或丢失',
    textLong: '%{field}最多 %{max} 字节',
    nameMissing: '子系统名称必填',
    placeBad: '列须为 1 到 6，行须为 1 到 4',
    linksBad: '输出至须为本功能块的其他子系统：%{seqs}',
  },
});

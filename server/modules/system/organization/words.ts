// The organization calls' own words, in both languages.
import { defineWords } from '../../../http/words';

export const ow = defineWords({
  'en-US': {
    what: 'organization',
    nameBad: 'Name is required, at most 100 bytes',
    codeBad: 'Code: 1 to 30 letters, digits, - or _',
    codeTaken: 'Code %{code} is already used by another unit',
    kindBad: 'Kind must be company, department or team',
    parentNeeded: 'A %{kind} needs a parent %{parent}',
    parentNone: 'A company has no parent',
    parentUnknown: 'Unit %{id} does not exist',
    parentKind: 'The parent of a %{kind} must be a %{parent}',
    userUnknown: 'Unknown user ids: %{ids}',
    usersBad: 'user_ids must be a list of at most 500 user ids',
    modeBad: 'mode must be add or set',
  },
  'zh-CN': {
    what: '组织',
    nameBad: '名称必填，最多 100 字节',
    codeBad: '编码：1 到 30 个字母、数字、- 或 _',
    codeTaken: '编码 %{code} 已被其他组织单元使用',
    kindBad: '类型必须是 company、department 或 team',
    parentNeeded: '%{kind} 需要一个上级 %{parent}',
    parentNone: '公司没有上级',
    parentUnknown: '组织单元 %{id} 不存在',
    parentKind: '%{kind} 的上级必须是 %{parent}',
    userUnknown: '未知的用户编号：%{ids}',
    usersBad: 'user_ids 必须是最多 500 个用户编号的列表',
    modeBad: 'mode 必须是 add 或 set',
  },
});

// The words of row scopes (server/records/scope.ts), in both languages.
import type { DataScopeKind } from '../../src/schema';
import { defineWords } from '../http/words';

const kindEn: Record<DataScopeKind, string> = { bg: 'business groups', manufacturer: 'manufacturers' };
const kindZh: Record<DataScopeKind, string> = { bg: '事业群', manufacturer: '制造商' };

const en = {
  notYours: (a: { field: string; value: string; of: DataScopeKind }) =>
    `${a.field} ${a.value} is not one of your ${kindEn[a.of]}: you may only use your own ${kindEn[a.of]}`,
  importRowOutside: (a: { row: number; what: string; kind: 'createdBy' | 'dataScope' }) =>
    a.kind === 'createdBy'
      ? `Row ${a.row}: this ${a.what} already exists and was created by someone else; you may change only your own`
      : `Row ${a.row}: this ${a.what} already exists outside your data scope; you may change only your own`,
  importValueOutside: (a: { row: number; field: string; value: string; of: DataScopeKind }) =>
    `Row ${a.row}: ${a.field} ${a.value} is not one of your ${kindEn[a.of]}`,
  more: (a: { count: number }) => `${a.count} rows in all`,
};

export const scopeText = defineWords({ 'en-US': en, 'zh-CN': {
  notYours: (a) => `${a.field} ${a.value} 不是您的${kindZh[a.of]}：只能使用您自己的${kindZh[a.of]}`,
  importRowOutside: (a) =>
    a.kind === 'createdBy'
      ? `第 ${a.row} 行：该${a.what}已存在且由他人创建，您只能修改自己的`
      : `第 ${a.row} 行：该${a.what}已存在且不在您的数据范围内，您只能修改自己范围内的`,
  importValueOutside: (a) => `第 ${a.row} 行：${a.field} ${a.value} 不是您的${kindZh[a.of]}`,
  more: (a) => `共 ${a.count} 行`,
} });

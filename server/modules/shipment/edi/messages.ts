// The EDI calls' own words, in both languages.
import { defineWords } from '../../../http/words';

const en = {
  fileMissing: () => 'Choose the X12 850 file to import (field "file")',
  badX12: (a: { detail: string }) => `Not a valid X12 850 interchange: ${a.detail}`,
  unknownCustomer: (a: { where: string; code: string }) => `${a.where}: no customer has the code "${a.code}"`,
  noCustomer: (a: { where: string }) => `${a.where}: the 850 names no buyer (N1*BY with the customer code in N104)`,
  duplicate: (a: { po: string }) => `PO ${a.po} of this customer is already imported`,
  idsMissing: () => '"ids" must list the documents (at most 500 positive ids)',
  sentFinal: (a: { po: string }) => `850 ${a.po} has been acknowledged (855 sent); it can no longer change`,
  itemNotFound: (a: { id: string }) => `850 item ${a.id} does not exist`,
  versionMissing: () => '"version" (the 850\'s version you read) is required',
  stale: (a: { po: string }) => `850 ${a.po} was changed by someone else; reload it and try again`,
  notFound: (a: { id: string }) => `Document ${a.id} does not exist`,
  noItems: (a: { po: string }) => `850 ${a.po} has no items left to acknowledge`,
};
export const ediText = defineWords({ 'en-US': en, 'zh-CN': {
  fileMissing: () => '请选择要导入的 X12 850 文件（字段“file”）',
  badX12: (a) => `不是有效的 X12 850 交换文件：${a.detail}`,
  unknownCustomer: (a) => `${a.where}：没有客户编号为“${a.code}”的客户`,
  noCustomer: (a) => `${a.where}：850 未指明买方（N1*BY，N104 为客户编号）`,
  duplicate: (a) => `该客户的 PO ${a.po} 已导入`,
  idsMissing: () => '“ids”必须列出单据（最多 500 个正整数 id）',
  sentFinal: (a) => `850 ${a.po} 已确认（855 已发送），不能再修改`,
  itemNotFound: (a) => `850 明细 ${a.id} 不存在`,
  versionMissing: () => '缺少“version”（您读取时的 850 版本）',
  stale: (a) => `850 ${a.po} 已被他人修改，请刷新后重试`,
  notFound: (a) => `单据 ${a.id} 不存在`,
  noItems: (a) => `850 ${a.po} 没有可确认的明细`,
} });

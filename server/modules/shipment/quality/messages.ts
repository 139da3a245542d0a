// The quality-certificate calls' own words, in both languages.
import { defineWords } from '../../../http/words';

const en = {
  fileMissing: () => 'Choose the certificate document to upload (field "file")',
  badType: (a: { name: string }) => `${a.name} is not a PDF, PNG or JPEG document`,
  tooBig: (a: { max: number }) => `The document may be at most ${a.max} MB`,
  empty: () => 'The document is empty',
  noFile: (a: { no: string }) => `Certificate ${a.no} has no document yet`,
  idsMissing: () => '"ids" must list the certificates to void',
  isVoid: (a: { no: string }) => `Certificate ${a.no} is void; a void certificate keeps its document`,
};
export const qaText = defineWords({ 'en-US': en, 'zh-CN': {
  fileMissing: () => '请选择要上传的证书文件（字段“file”）',
  badType: (a) => `${a.name} 不是 PDF、PNG 或 JPEG 文件`,
  tooBig: (a) => `文件最大 ${a.max} MB`,
  empty: () => '文件为空',
  noFile: (a) => `证书 ${a.no} 尚无文件`,
  idsMissing: () => '“ids”必须列出要作废的证书',
  isVoid: (a) => `证书 ${a.no} 已作废，作废的证书保留其文件`,
} });
